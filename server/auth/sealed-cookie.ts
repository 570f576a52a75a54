// Sealed cookies: JSON encrypted and authenticated with JWE (`dir` + `A256GCM`), keyed by a key
// derived from SESSION_SECRET with HKDF, one key per purpose, so a sign-in cookie can never be
// read as a session and the other way round. Anything that does not open (forged, tampered, sealed
// by another secret, malformed) is null, never an exception.
import { CompactEncrypt, compactDecrypt } from 'jose';
import { hkdfSync } from 'node:crypto';

export interface Sealer {
  seal: (value: object) => Promise<string>;
  /** The JSON object inside, or null when the text was not sealed by this sealer. */
  open: (text: string) => Promise<Record<string, unknown> | null>;
}

/** Longest cookie value opened: a session is a few hundred bytes; this bounds the work on garbage. */
const MAX_SEALED_LENGTH = 3000;
const COMPACT_JWE = /^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/;

export function createSealer(secret: Buffer, purpose: string): Sealer {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'tenant-admin-console', `cookie:${purpose}`, 32));
  const header = { alg: 'dir', enc: 'A256GCM', cty: purpose } as const;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    seal: (value) => new CompactEncrypt(encoder.encode(JSON.stringify(value))).setProtectedHeader(header).encrypt(key),
    open: async (text) => {
      if (text.length > MAX_SEALED_LENGTH || !COMPACT_JWE.test(text)) return null;
      try {
        const { plaintext, protectedHeader } = await compactDecrypt(text, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
        if (protectedHeader.cty !== purpose) return null;
        const value: unknown = JSON.parse(decoder.decode(plaintext));
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}
