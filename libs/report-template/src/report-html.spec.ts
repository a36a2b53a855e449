import type { ReportData } from '@medi/contracts';
import { renderReportHtml, reportPageMargins } from './report-html';

const report: ReportData = {
  hospitalInfo: {
    hospitalName: 'Harbour <Clinic>',
    hospitalAddress: '12 Quay Street',
    doctorName: 'Asha Menon',
    doctorSpecialty: 'General Medicine',
    doctorTitle: 'Dr.',
    doctorSignature: '/9j/signature',
    hospitalLogo: 'iVBORlogo',
  },
  patientInfo: { mrn: '1', name: 'Ravi', age: '54', gender: 'Male', mediScribePatientId: 'P-1', dob: '' },
  reports: {
    summary: {
      cheifComplaint: '<script>alert(1)</script>',
      medicalHistory: 'حمى منذ ثلاثة أيام',
      observation: 'clear',
      treatmentPlan: 'rest',
    },
    prescriptions: { Laboratory_Tests: [], Medications: [] },
  },
};

const props = { report, productName: 'MediScribe', copyrightYear: 2026 };

describe('renderReportHtml', () => {
  it('escapes report text instead of emitting it as markup', () => {
    const html = renderReportHtml({ ...props, kind: 'summary' });
    expect(html.document).not.toContain('<script>');
    expect(html.document).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.headerTemplate).toContain('Harbour &lt;Clinic&gt;');
  });

  it('lets each paragraph take the direction of its script, so Arabic reads right to left', () => {
    const html = renderReportHtml({ ...props, kind: 'summary' });
    expect(html.document).toMatch(/<p dir="auto"[^>]*>حمى منذ ثلاثة أيام<\/p>/);
  });

  it('types the logo and signature by their base64 and prints the page numbers in the footer', () => {
    const html = renderReportHtml({ ...props, kind: 'prescription' });
    expect(html.headerTemplate).toContain('data:image/png;base64,iVBORlogo');
    expect(html.document).toContain('data:image/jpeg;base64,/9j/signature');
    expect(html.footerTemplate).toContain('© 2026 MediScribe. All rights reserved.');
    expect(html.footerTemplate).toContain('class="pageNumber"');
  });

  it('prints the watermark only when given, and the sections of the kind asked for', () => {
    const plain = renderReportHtml({ ...props, kind: 'summary' }).document;
    const both = renderReportHtml({ ...props, kind: 'comprehensive', watermark: 'MediScribe' }).document;
    expect(plain).not.toContain('MediScribe');
    expect(plain).not.toContain('Prescription Report');
    expect(both).toContain('MediScribe');
    expect(both).toContain('Summary Report');
    expect(both).toContain('Prescription Report');
  });

  it('keeps 45 mm at the top and 28.5 mm at the bottom of the comprehensive report', () => {
    expect(reportPageMargins('comprehensive')).toEqual({ top: '45mm', bottom: '28.5mm' });
    expect(reportPageMargins('summary').top).toBe('45mm');
  });
});
