// Real X.509 certificates for the demo SAML application, made with @peculiar/x509 over WebCrypto.
// Key generation is slow (RSA ~200 ms), so key pairs are made once per process; certificates are
// signed per tenant because their validity is relative to the tenant's clock.
//
// The library is imported after the Reflect shim it needs, with a top-level await: a static import
// would be hoisted above the shim when Vite bundles the config (vite.config -> plugin -> demo
// tenant) and throw, and an import at request time fails under `--configLoader runner`, whose
// module runner is closed once the config has loaded.
import '../../../src/lib/reflect-metadata-shim';

const { BasicConstraintsExtension, KeyUsageFlags, KeyUsagesExtension, X509CertificateGenerator } = await import('@peculiar/x509');

export type DemoKeyKind = 'rsa-2048' | 'ec-p256';

const RSA: RsaHashedKeyGenParams = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const EC: EcKeyGenParams & { hash: string } = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

const keyPairs = new Map<DemoKeyKind, Promise<CryptoKeyPair>>();

function keyPair(kind: DemoKeyKind): Promise<CryptoKeyPair> {
  let pair = keyPairs.get(kind);
  if (!pair) {
    pair = crypto.subtle.generateKey(kind === 'rsa-2048' ? RSA : EC, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;
    keyPairs.set(kind, pair);
  }
  return pair;
}

export interface DemoCertificateSpec {
  /** Distinguished name, e.g. "CN=sp-signing, O=Acme". */
  name: string;
  /** Hex serial number. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  key: DemoKeyKind;
  usage: 'signing' | 'encryption';
}

/** A self-signed certificate, returned as base64 DER (how proto `bytes` travel in JSON). */
export async function createDemoCertificate(spec: DemoCertificateSpec): Promise<string> {
  const keys = await keyPair(spec.key);
  const usage = spec.usage === 'signing' ? KeyUsageFlags.digitalSignature : KeyUsageFlags.keyEncipherment | KeyUsageFlags.dataEncipherment;
  const certificate = await X509CertificateGenerator.createSelfSigned({
    serialNumber: spec.serialNumber,
    name: spec.name,
    notBefore: spec.notBefore,
    notAfter: spec.notAfter,
    signingAlgorithm: spec.key === 'rsa-2048' ? RSA : EC,
    keys,
    extensions: [new BasicConstraintsExtension(false, undefined, true), new KeyUsagesExtension(usage, true)],
  });
  return Buffer.from(certificate.rawData).toString('base64');
}
