import type { SamlConfig } from '../../api/sso-applications';
import type { NamedCertificate } from '../../components/certificate-decode-query';

/** The application's certificates with their titles, for their inspectors and the page's expiry banner. */
export function samlCertificates(saml: SamlConfig): { signing: NamedCertificate[]; encryption: NamedCertificate | null } {
  return {
    signing: saml.spSigningCertificates.map((value, index) => ({ value, title: `Signing certificate ${index + 1}`, fileNameFallback: `sp-signing-${index + 1}` })),
    encryption: saml.spEncryptionCertificate ? { value: saml.spEncryptionCertificate, title: 'Encryption certificate', fileNameFallback: 'sp-encryption' } : null,
  };
}

/** Every certificate of the application, signing ones first. */
export function allSamlCertificates(saml: SamlConfig): NamedCertificate[] {
  const { signing, encryption } = samlCertificates(saml);
  return encryption ? [...signing, encryption] : signing;
}
