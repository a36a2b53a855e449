import type { ReportData, ReportKind } from '@medi/contracts';

export interface ComposedShareMail {
  subject: string;
  text: string;
  html: string;
}

const KIND_TITLES: Record<ReportKind, string> = {
  summary: 'Summary Report',
  prescription: 'Prescription Report',
  comprehensive: 'Comprehensive Report',
  patient: 'Visit Summary',
};

/**
 * The e-mail that carries a shared report. Every name in it was typed by someone (the recipient's by the doctor,
 * the patient's and the clinic's in the report): escaped in the HTML, and the subject is made one line by
 * MailRepository. The report itself is only in the attached PDF.
 */
export function shareMail(input: {
  recipientName: string;
  kind: ReportKind;
  report: ReportData;
  productName: string;
}): ComposedShareMail {
  const { hospitalInfo, patientInfo } = input.report;
  const title = KIND_TITLES[input.kind];
  const from = [hospitalInfo.doctorName, hospitalInfo.hospitalName].filter(Boolean).join(', ');
  const lines = [
    `Dear ${input.recipientName},`,
    `${from || 'Your doctor'} has shared the ${title} of ${patientInfo.name || 'a patient'} with you. ` +
      'It is attached to this e-mail as a PDF.',
    'This e-mail and its attachment contain confidential health information. If you are not the intended ' +
      'recipient, delete them and let the sender know.',
    input.productName,
  ];
  return {
    // The patient's name stays out of the subject, which mail clients show on lock screens and in lists.
    subject: `${title} from ${hospitalInfo.hospitalName || input.productName}`,
    text: lines.join('\n\n'),
    html:
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">' +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      '</body></html>',
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
