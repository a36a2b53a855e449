import { EMAIL_MESSAGES } from '../validation/email.rules';
import { PlanId } from '../plans';
import {
  canShareReports,
  DELIVERY_MESSAGES,
  planIncludingSharing,
  reportKindOfName,
  shareReportSchema,
  sharingNotInPlanMessage,
  specShareReportSchema,
} from './delivery.contracts';

const REPORT_ID = '6f1c2a51-3f4e-4d6a-9c1b-7e8f9a0b1c2d';

function problems(body: Record<string, unknown>): Record<string, string[]> {
  const result = shareReportSchema.safeParse({
    reportId: REPORT_ID,
    kind: 'summary',
    RecipientName: 'Lab Desk',
    Email: 'lab.desk@harbourlab.in',
    ...body,
  });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('delivery contracts', () => {
  it('shares from Advanced up, and the refusal names that plan and the way to upgrade', () => {
    expect([PlanId.Free, PlanId.Pro, PlanId.Advanced, PlanId.Enterprise].map(canShareReports)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(planIncludingSharing()).toBe('Advanced');
    expect(sharingNotInPlanMessage('Pro')).toBe(
      'Sharing reports by e-mail is not included in your Pro plan. ' +
        'It is included in the Advanced plan: see Pricing to upgrade.',
    );
  });

  it('refuses recipients with line breaks, markup or a blocked address, and normalises the address', () => {
    expect(problems({})).toEqual({});
    expect(problems({ RecipientName: 'Lab\r\nBcc: all@harbourlab.in' }).RecipientName).toEqual([
      DELIVERY_MESSAGES.recipientNameCharacters,
    ]);
    expect(problems({ RecipientName: '<b>Lab</b>' }).RecipientName).toEqual([
      DELIVERY_MESSAGES.recipientNameCharacters,
    ]);
    expect(problems({ RecipientName: 'x'.repeat(51) }).RecipientName).toEqual([
      DELIVERY_MESSAGES.recipientNameLength,
    ]);
    expect(problems({ RecipientName: '' }).RecipientName).toEqual([DELIVERY_MESSAGES.recipientNameRequired]);
    expect(problems({ Email: '' }).Email).toEqual([EMAIL_MESSAGES.blank]);
    expect(problems({ Email: 'lab@harbourlab.in\r\nBcc: all@harbourlab.in' }).Email).toEqual([
      EMAIL_MESSAGES.invalid,
    ]);
    expect(problems({ Email: 'lab.desk@yopmail.com' }).Email).toEqual([EMAIL_MESSAGES.blockedDomain]);
    expect(
      shareReportSchema.parse({
        reportId: REPORT_ID,
        kind: 'summary',
        RecipientName: ' Lab ',
        Email: ' Lab@HarbourLab.in ',
      }),
    ).toMatchObject({ RecipientName: 'Lab', Email: 'lab@harbourlab.in' });
  });

  it("reads the spec's multipart share: a report id or session id is required, ReportName gives the layout", () => {
    const form = { Email: 'lab.desk@harbourlab.in', RecipientName: 'Lab Desk' };
    expect(specShareReportSchema.safeParse(form).success).toBe(false);
    expect(specShareReportSchema.safeParse({ ...form, SessionId: REPORT_ID }).success).toBe(true);
    expect(reportKindOfName('Prescription Report')).toBe('prescription');
    expect(reportKindOfName('Ravi_ComprehensiveReport.pdf')).toBe('comprehensive');
    expect(reportKindOfName('Summary Report')).toBe('summary');
  });
});
