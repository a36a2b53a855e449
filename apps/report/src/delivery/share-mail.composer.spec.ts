import type { ReportData } from '@medi/contracts';
import { shareMail } from './share-mail.composer';

const report = {
  hospitalInfo: { doctorName: 'Dr. <i>Asha</i>', hospitalName: 'Harbour & Co' },
  patientInfo: { name: 'Ravi <script>alert(1)</script>' },
} as unknown as ReportData;

describe('the shared-report e-mail', () => {
  it('greets the recipient, names the report, and escapes every typed name in the HTML', () => {
    const mail = shareMail({
      recipientName: 'Lab "Desk"',
      kind: 'prescription',
      report,
      productName: 'MediScribe',
    });

    expect(mail.subject).toBe('Prescription Report from Harbour & Co');
    expect(mail.text).toContain('Dear Lab "Desk",');
    expect(mail.text).toContain('shared the Prescription Report of Ravi');
    expect(mail.html).toContain('Ravi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Dr. &lt;i&gt;Asha&lt;/i&gt;, Harbour &amp; Co');
    expect(mail.html).toContain('Dear Lab &quot;Desk&quot;,');
    expect(mail.html).not.toContain('<script>');
  });
});
