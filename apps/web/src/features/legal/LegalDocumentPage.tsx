import { LEGAL_DOCUMENTS } from './legal-documents';
import { LegalDocumentView } from './LegalDocumentView';

export function TermsAndConditionsPage() {
  return <LegalDocumentView document={LEGAL_DOCUMENTS['terms-and-conditions']} />;
}

export function PrivacyPolicyPage() {
  return <LegalDocumentView document={LEGAL_DOCUMENTS['privacy-policy']} />;
}

export function LicenseAgreementPage() {
  return <LegalDocumentView document={LEGAL_DOCUMENTS['license-agreement']} />;
}
