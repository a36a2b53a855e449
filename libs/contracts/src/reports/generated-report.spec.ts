import { isReportResolved, openFlags, type ReportReview } from './generated-report';

const review = (resolution?: 'kept'): ReportReview => ({
  draftSource: 'ai',
  items: [
    { id: 'medication:0', kind: 'medication', label: 'Paracetamol, 650 mg', evidence: [] },
    {
      id: 'medication:1',
      kind: 'medication',
      label: 'Amoxicillin',
      evidence: [],
      flag: 'not_found',
      resolution,
    },
  ],
});

describe('whether a report may be downloaded or shared', () => {
  it('is refused while a flagged item waits for the doctor, allowed once each is decided', () => {
    expect(openFlags(review()).map((item) => item.id)).toEqual(['medication:1']);
    expect(isReportResolved(review())).toBe(false);
    expect(isReportResolved(review('kept'))).toBe(true);
  });

  it('allows a version saved before reports were checked (no review)', () => {
    expect(isReportResolved(null)).toBe(true);
  });
});
