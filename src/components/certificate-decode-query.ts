import { queryOptions } from '@tanstack/react-query';

/** A certificate with the title its page gives it and the .pem file name to fall back on. */
export interface NamedCertificate {
  value: string;
  title: string;
  fileNameFallback: string;
}

// The X.509 library is loaded on demand: it never weighs on a page that shows no certificate.
const loadDecoder = () => import('./certificate-decode');

/**
 * A certificate decoded once per value, shared by its inspector, the page's expiry banner and the
 * route's loader (which starts it, so hovering a link decodes before the click).
 */
export const decodedCertificateQueryOptions = (value: string, fileNameFallback: string) =>
  queryOptions({
    // The decoded form of a public value; cached so re-renders do not decode again.
    queryKey: ['certificate-decode', value, fileNameFallback],
    queryFn: async () => {
      const decoder = await loadDecoder();
      const result = await decoder.decodeCertificate(value);
      return { result, fileName: result.ok ? decoder.pemFileName(result.subject, fileNameFallback) : '' };
    },
    staleTime: Infinity,
    retry: false,
  });
