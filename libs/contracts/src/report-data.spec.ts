import { base64ImageUrl, reportPdfFileName } from './report-data';

describe('reportPdfFileName', () => {
  it('names the three PDFs as spec 02 section 9 does', () => {
    expect(reportPdfFileName('Ravi', 'summary')).toBe('Ravi_summary_report.pdf');
    expect(reportPdfFileName('Ravi', 'prescription')).toBe('Ravi_prescription_report.pdf');
    expect(reportPdfFileName('Ravi', 'comprehensive')).toBe('Ravi_ComprehensiveReport.pdf');
  });

  it('keeps the name as given, spaces and any script, and drops path, header, control and bidi characters', () => {
    expect(reportPdfFileName('Ravi Kumar', 'summary')).toBe('Ravi Kumar_summary_report.pdf');
    expect(reportPdfFileName('K. Ramesh', 'prescription')).toBe('K. Ramesh_prescription_report.pdf');
    expect(reportPdfFileName('रवि कुमार', 'summary')).toBe('रवि कुमार_summary_report.pdf');
    expect(reportPdfFileName('../etc/"x";\r\nSet-Cookie', 'summary')).toBe(
      'etc x Set-Cookie_summary_report.pdf',
    );
    expect(reportPdfFileName('Ravi\u202Efdp.exe', 'summary')).toBe('Ravi fdp.exe_summary_report.pdf');
    expect(reportPdfFileName(' / ', 'summary')).toBe('patient_summary_report.pdf');
  });
});

describe('base64ImageUrl', () => {
  it('is JPEG when the base64 starts with /9j and PNG otherwise', () => {
    expect(base64ImageUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(base64ImageUrl('iVBORw0K')).toBe('data:image/png;base64,iVBORw0K');
  });
});
