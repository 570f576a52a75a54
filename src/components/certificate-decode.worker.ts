// The certificate decoder's thread: parsing X.509, and evaluating the library that does it, is the
// SSO application's largest piece of script work, and none of it needs the page's thread.
import { decodeCertificate, pemFileName } from './certificate-decode';
import type { DecodeReply, DecodeRequest } from './certificate-decode-query';

self.onmessage = async ({ data }: MessageEvent<DecodeRequest>) => {
  const result = await decodeCertificate(data.value);
  const reply: DecodeReply = { id: data.id, result, fileName: result.ok ? pemFileName(result.subject, data.fileNameFallback) : '' };
  self.postMessage(reply);
};
