// The start of a tenant's error answer as plain bytes, for its google.rpc status (the log and the
// audit trail): a tenant that compresses its answers compresses its errors too, and read as they
// came they are not JSON. The browser still gets the bytes as they came. Only the kept start of the
// body is decoded, so a cut-off stream is read as far as it goes, and the output is bounded, so a
// small answer that inflates to gigabytes costs nothing.
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

const MAX_DECODED = 16 * 1024;
const ZLIB = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED };

/** `body` decoded per its Content-Encoding; null when it cannot be read (unknown coding, corrupt, too large). */
export function decodedErrorBody(body: Buffer, contentEncoding: string | null): Buffer | null {
  const coding = contentEncoding?.trim().toLowerCase() ?? '';
  try {
    switch (coding) {
      case '':
      case 'identity':
        return body;
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(body, ZLIB);
      case 'deflate':
        // RFC 9110's deflate is zlib-wrapped; some servers send it raw.
        try {
          return inflateSync(body, ZLIB);
        } catch {
          return inflateRawSync(body, ZLIB);
        }
      case 'br':
        return brotliDecompressSync(body, { finishFlush: constants.BROTLI_OPERATION_FLUSH, maxOutputLength: MAX_DECODED });
      default:
        return null;
    }
  } catch {
    return null;
  }
}
