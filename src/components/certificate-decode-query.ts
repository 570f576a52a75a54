import { queryOptions } from '@tanstack/react-query';
import type { CertificateDecodeResult } from './certificate-decode';

/** A certificate with the title its page gives it and the .pem file name to fall back on. */
export interface NamedCertificate {
  value: string;
  title: string;
  fileNameFallback: string;
}

export interface DecodedCertificateFile {
  result: CertificateDecodeResult;
  fileName: string;
}

export interface DecodeRequest {
  id: number;
  value: string;
  fileNameFallback: string;
}

export type DecodeReply = DecodedCertificateFile & { id: number };

// Certificates are decoded in a worker of their own, started with the first one: the X.509
// library loads and parses there, never on the page's thread.
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (reply: DecodedCertificateFile) => void; reject: (error: Error) => void }>();

function decoderWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./certificate-decode.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<DecodeReply>) => {
    waiting.get(data.id)?.resolve({ result: data.result, fileName: data.fileName });
    waiting.delete(data.id);
  };
  // A worker that fails to load or dies fails every decode waiting on it; the next decode starts a new one.
  started.onerror = (event) => {
    event.preventDefault();
    for (const entry of waiting.values()) entry.reject(new Error('The certificate decoder could not run.'));
    waiting.clear();
    started.terminate();
    worker = null;
  };
  worker = started;
  return started;
}

function decodeInWorker(value: string, fileNameFallback: string): Promise<DecodedCertificateFile> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    const request: DecodeRequest = { id, value, fileNameFallback };
    decoderWorker().postMessage(request);
  });
}

/**
 * A certificate decoded once per value, shared by its inspector, the page's expiry banner and the
 * route's loader (which starts it, so hovering a link decodes before the click).
 */
export const decodedCertificateQueryOptions = (value: string, fileNameFallback: string) =>
  queryOptions({
    // The decoded form of a public value; cached so re-renders do not decode again.
    queryKey: ['certificate-decode', value, fileNameFallback],
    queryFn: () => decodeInWorker(value, fileNameFallback),
    staleTime: Infinity,
    retry: false,
  });
