import type { EnquiryKind } from '@medi/contracts';
import type { EnquiryRow } from './enquiries.repository';

export interface RenderedMail {
  subject: string;
  text: string;
}

const SUBJECT_OF_KIND: Record<EnquiryKind, string> = {
  demo: 'Demo request',
  contact: 'Subscription enquiry',
  generic: 'Enquiry',
};

/** The support team's copy of an enquiry: who to call back and what they asked for. */
export function renderEnquiryMail(enquiry: EnquiryRow): RenderedMail {
  const plan = enquiry.selectedPlan ? ` (${enquiry.selectedPlan} plan)` : '';
  const request =
    enquiry.kind === 'contact'
      ? [
          `Selected plan: ${enquiry.selectedPlan || '(none)'}`,
          `Additional notes: ${enquiry.additionalNotes || '(none)'}`,
        ]
      : [`Requirements: ${enquiry.requirements || '(none)'}`];
  return {
    subject: `${SUBJECT_OF_KIND[enquiry.kind]} from ${enquiry.name}${plan}`,
    text: [
      `${SUBJECT_OF_KIND[enquiry.kind]} received from the website.`,
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.countryCode} ${enquiry.phone}`,
      ...request,
      '',
      `Enquiry id: ${enquiry.id}`,
      `Client IP: ${enquiry.clientIp}`,
      `Received at: ${enquiry.createdAt.toISOString()}`,
    ].join('\n'),
  };
}
