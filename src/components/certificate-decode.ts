// Decodes an X.509 certificate sent as base64 DER (proto `bytes` in JSON) with @peculiar/x509.
// Runs in the decoder's worker (certificate-decode.worker.ts), so the library is neither in a page
// chunk nor on the page's thread. Never throws: anything that is not a certificate comes back as
// `{ ok: false }`.
import '../lib/reflect-metadata-shim';
import { X509Certificate } from '@peculiar/x509';

/** Expiring = fewer than this many days left (the admin's window to rotate). */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type CertificateValidity = 'valid' | 'expiring' | 'expired' | 'not-yet-valid';

export interface DecodedCertificate {
  ok: true;
  subject: string;
  issuer: string;
  selfSigned: boolean;
  /** Hex, colon-separated pairs, upper case. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  validity: CertificateValidity;
  /** Whole days until notAfter (negative once expired). */
  daysLeft: number;
  sha256: string;
  sha1: string;
  /** e.g. "RSA", "EC (P-256)", "Ed25519". */
  keyAlgorithm: string;
  /** Key size in bits, when the algorithm has one. */
  keySize: number | null;
  signatureAlgorithm: string;
  pem: string;
}

export interface CertificateDecodeFailure {
  ok: false;
  reason: string;
}

export type CertificateDecodeResult = DecodedCertificate | CertificateDecodeFailure;

/** Standard or URL-safe base64, whitespace and PEM armour tolerated; null when it is not base64. */
export function base64ToBytes(value: string): Uint8Array<ArrayBuffer> | null {
  const body = value.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.replace(/=+$/, '').length % 4 === 1) return null;
  try {
    const binary = atob(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

function hex(bytes: ArrayBuffer | Uint8Array, separator = ':'): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(separator);
}

const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521, Ed25519: 256, Ed448: 456, X25519: 256, X448: 448 };

function describeKey(certificate: X509Certificate): { keyAlgorithm: string; keySize: number | null } {
  try {
    const algorithm = certificate.publicKey.algorithm as Algorithm & { modulusLength?: number; namedCurve?: string };
    if (/^RSA/i.test(algorithm.name)) return { keyAlgorithm: 'RSA', keySize: algorithm.modulusLength ?? null };
    if (algorithm.namedCurve) return { keyAlgorithm: `EC (${algorithm.namedCurve})`, keySize: CURVE_BITS[algorithm.namedCurve] ?? null };
    return { keyAlgorithm: algorithm.name, keySize: CURVE_BITS[algorithm.name] ?? null };
  } catch {
    return { keyAlgorithm: 'unknown', keySize: null };
  }
}

function describeSignature(certificate: X509Certificate): string {
  try {
    const algorithm = certificate.signatureAlgorithm as Algorithm & { hash?: Algorithm | string };
    const hash = typeof algorithm.hash === 'string' ? algorithm.hash : algorithm.hash?.name;
    return hash ? `${algorithm.name} with ${hash}` : algorithm.name;
  } catch {
    return 'unknown';
  }
}

export function validityAt(notBefore: Date, notAfter: Date, now: Date): { validity: CertificateValidity; daysLeft: number } {
  const daysLeft = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS);
  if (now.getTime() > notAfter.getTime()) return { validity: 'expired', daysLeft };
  if (now.getTime() < notBefore.getTime()) return { validity: 'not-yet-valid', daysLeft };
  return { validity: notAfter.getTime() - now.getTime() < EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid', daysLeft };
}

export async function decodeCertificate(base64: string, now: Date = new Date()): Promise<CertificateDecodeResult> {
  const der = base64ToBytes(base64);
  if (!der) return { ok: false, reason: 'The value is not base64.' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(der);
  } catch {
    return { ok: false, reason: 'The bytes are not a DER-encoded X.509 certificate.' };
  }
  try {
    const [sha256, sha1] = await Promise.all([crypto.subtle.digest('SHA-256', der), crypto.subtle.digest('SHA-1', der)]);
    const { notBefore, notAfter } = certificate;
    return {
      ok: true,
      subject: certificate.subject,
      issuer: certificate.issuer,
      selfSigned: certificate.subject === certificate.issuer,
      serialNumber: certificate.serialNumber.toUpperCase().replace(/(..)(?!$)/g, '$1:'),
      notBefore,
      notAfter,
      ...validityAt(notBefore, notAfter, now),
      sha256: hex(sha256),
      sha1: hex(sha1),
      ...describeKey(certificate),
      signatureAlgorithm: describeSignature(certificate),
      pem: certificate.toString('pem'),
    };
  } catch (error) {
    return { ok: false, reason: `The certificate could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A file name for the .pem download, from the subject's CN when there is one. */
export function pemFileName(subject: string, fallback: string): string {
  const cn = /(?:^|,\s*)CN=([^,]+)/.exec(subject)?.[1] ?? fallback;
  return `${cn.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'certificate'}.pem`;
}
