import { Title } from '@mantine/core';

/** Placeholders until the legal texts land: the heading only. */
function LegalDocumentPage({ title }: { title: string }) {
  return <Title order={1}>{title}</Title>;
}

export function TermsAndConditionsPage() {
  return <LegalDocumentPage title="Terms and Conditions" />;
}

export function PrivacyPolicyPage() {
  return <LegalDocumentPage title="Privacy Policy" />;
}

export function LicenseAgreementPage() {
  return <LegalDocumentPage title="License Agreement" />;
}
