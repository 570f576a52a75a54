import { describe, expect, it } from 'vitest';
import { createDemoCertificate } from '../../server/demo-tenant/areas/sso-certificates';
import { base64ToBytes, decodeCertificate, pemFileName, validityAt } from './certificate-decode';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const days = (count: number) => new Date(NOW.getTime() + count * DAY);

// Key generation can take seconds on a busy machine.
describe('decodeCertificate (real certificates made with @peculiar/x509)', { timeout: 30_000 }, () => {
  it('reads subject, issuer, serial, validity, fingerprints and an RSA key size', async () => {
    const b64 = await createDemoCertificate({ name: 'CN=sp-signing, O=Acme Corp', serialNumber: '0a1b2c3d', notBefore: days(-10), notAfter: days(300), key: 'rsa-2048', usage: 'signing' });
    const decoded = await decodeCertificate(b64, NOW);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded).toMatchObject({ subject: 'CN=sp-signing, O=Acme Corp', issuer: 'CN=sp-signing, O=Acme Corp', selfSigned: true, serialNumber: '0A:1B:2C:3D', validity: 'valid', keyAlgorithm: 'RSA', keySize: 2048 });
    expect(decoded.notAfter.toISOString()).toBe(days(300).toISOString());
    expect(decoded.sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(decoded.sha1).toMatch(/^([0-9A-F]{2}:){19}[0-9A-F]{2}$/);
    expect(decoded.pem).toMatch(/^-----BEGIN CERTIFICATE-----\r?\n[\s\S]+-----END CERTIFICATE-----\r?\n?$/);
    // The fingerprint is over the DER bytes: node's own X509Certificate agrees.
    const { X509Certificate } = await import('node:crypto');
    expect(decoded.sha256).toBe(new X509Certificate(Buffer.from(b64, 'base64')).fingerprint256);
  });

  it('flags an expired certificate', async () => {
    const b64 = await createDemoCertificate({ name: 'CN=old', serialNumber: '01', notBefore: days(-400), notAfter: days(-35), key: 'ec-p256', usage: 'signing' });
    const decoded = await decodeCertificate(b64, NOW);
    expect(decoded).toMatchObject({ ok: true, validity: 'expired', keyAlgorithm: 'EC (P-256)', keySize: 256 });
    expect(decoded.ok && decoded.daysLeft).toBe(-35);
  });

  it('flags a certificate expiring within 30 days, and one not valid yet', async () => {
    const soon = await createDemoCertificate({ name: 'CN=soon', serialNumber: '02', notBefore: days(-300), notAfter: days(12), key: 'rsa-2048', usage: 'encryption' });
    expect(await decodeCertificate(soon, NOW)).toMatchObject({ ok: true, validity: 'expiring', daysLeft: 12 });
    const later = await createDemoCertificate({ name: 'CN=later', serialNumber: '03', notBefore: days(3), notAfter: days(400), key: 'rsa-2048', usage: 'signing' });
    expect(await decodeCertificate(later, NOW)).toMatchObject({ ok: true, validity: 'not-yet-valid' });
  });

  it('accepts URL-safe base64 and PEM armour', async () => {
    const b64 = await createDemoCertificate({ name: 'CN=forms', serialNumber: '04', notBefore: days(-1), notAfter: days(100), key: 'ec-p256', usage: 'signing' });
    const urlSafe = b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect((await decodeCertificate(urlSafe, NOW)).ok).toBe(true);
    expect((await decodeCertificate(`-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`, NOW)).ok).toBe(true);
  });

  it('reports data that is not a certificate instead of throwing', async () => {
    expect(await decodeCertificate('not base64 at all!', NOW)).toEqual({ ok: false, reason: 'The value is not base64.' });
    expect(await decodeCertificate(Buffer.from('hello, I am not DER').toString('base64'), NOW)).toMatchObject({ ok: false });
    expect(await decodeCertificate('', NOW)).toMatchObject({ ok: false });
    expect(await decodeCertificate('MIIB', NOW)).toMatchObject({ ok: false });
  });
});

describe('helpers', () => {
  it('base64ToBytes refuses impossible lengths and characters', () => {
    expect(base64ToBytes('QQ==')).toEqual(new Uint8Array([65]));
    expect(base64ToBytes('Q')).toBeNull();
    expect(base64ToBytes('a*b')).toBeNull();
  });

  it('validityAt draws the 30-day line', () => {
    expect(validityAt(days(-1), days(30), NOW).validity).toBe('valid');
    expect(validityAt(days(-1), days(29), NOW).validity).toBe('expiring');
  });

  it('pemFileName uses the common name, made safe for a file system', () => {
    expect(pemFileName('CN=sp signing/2025, O=Acme', 'x')).toBe('sp-signing-2025.pem');
    expect(pemFileName('O=Acme', 'signing-1')).toBe('signing-1.pem');
  });
});
