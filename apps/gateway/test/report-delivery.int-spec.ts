import { randomUUID } from 'node:crypto';
import {
  AUDIT_ROUTES,
  type AuditTrailReply,
  DELIVERY_MESSAGES,
  DELIVERY_ROUTES,
  EMAIL_MESSAGES,
  type ErrorResponseBody,
  GENERAL_WARNING_SIGNS,
  PATIENT_SUMMARY_TEXTS,
  REPORT_TEXTS,
  type ReportReview,
  type ShareStatusReply,
  sharingNotInPlanMessage,
} from '@medi/contracts';
import { messageIdOf } from '@medi/nest-common/mail';
import {
  attachmentsOf,
  englishReport,
  occurrencesIgnoringLayout,
  pdfPages,
  type ReceivedMail,
  translatedReport,
  until,
} from '@medi/testing';
import { Redis } from 'ioredis';
import { SAME_ORIGIN, type TestAgent, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { downloaded } from './support/pdf-downloads';
import {
  type DeliveryStack,
  savedReport,
  startDeliveryStack,
  TEST_DOMAIN_NAME,
  upgradeToAdvanced,
} from './support/delivery-stack';

const SECTIONS = ['Summary Report', 'Chief Complaint', 'Medical History', 'Observation', 'Treatment Plan'];
const PRESCRIPTION = [
  'Prescription Report',
  'Medications',
  // NMC: medicine names in capitals.
  'PARACETAMOL 650 MG',
  'Laboratory Tests',
  'HbA1c',
];

async function sharedAndSent(agent: TestAgent, share: ShareStatusReply): Promise<ShareStatusReply> {
  expect(share.status).toBe('sending');
  return until('the share to be sent', async () => {
    const status = (
      await agent.get(DELIVERY_ROUTES.shareStatus).query({ shareId: share.shareId }).expect(200)
    ).body as ShareStatusReply;
    expect(status.status).not.toBe('failed');
    return status.status === 'sent' ? status : undefined;
  });
}

function mailsTo(stack: DeliveryStack, address: string): ReceivedMail[] {
  return stack.inbox.mails.filter((mail) => mail.to.includes(address));
}

describe('report downloads and e-mail shares through the gateway', () => {
  let stack: DeliveryStack;
  let free: SignedInDoctor;
  let advanced: SignedInDoctor;
  let freeReport: string;
  let advancedReport: string;

  beforeAll(async () => {
    stack = await startDeliveryStack('delivery');
    [free, advanced] = await Promise.all([signedInDoctor(stack), signedInDoctor(stack)]);
    await upgradeToAdvanced(advanced);
    freeReport = await savedReport(stack, free.userId, englishReport({ paragraphs: 12 }));
    advancedReport = await savedReport(stack, advanced.userId, englishReport({ patientName: 'Meera Das' }));
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('downloads a 3-page summary with header, footer and watermark on every page (Free plan)', async () => {
    const response = await downloaded(free.agent, freeReport, 'summary');

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Ravi Kumar_summary_report.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pages = pdfPages(response.body as Buffer);
    expect(pages).toHaveLength(3);
    const year = new Date().getUTCFullYear();
    pages.forEach((page, index) => {
      expect(page).toContain('Harbour Clinic');
      expect(page).toContain('12 Quay Street, Kochi 682001');
      expect(page).toContain(`© ${year} ${TEST_DOMAIN_NAME}. All rights reserved.`);
      expect(page).toContain(`Page ${index + 1} of 3`);
      // The copyright line and the diagonal watermark.
      expect(occurrencesIgnoringLayout(page, TEST_DOMAIN_NAME)).toBe(2);
    });
    const text = pages.join('\n');
    for (const section of SECTIONS) expect(text).toContain(section);
    expect(text).toContain('Ravi Kumar');
  });

  it("names the file with the patient's name as given, any script in RFC 6266 filename* UTF-8", async () => {
    const reportId = await savedReport(stack, advanced.userId, englishReport({ patientName: 'रवि कुमार' }));
    const response = await downloaded(advanced.agent, reportId, 'summary');

    const disposition = response.headers['content-disposition'];
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    expect(encoded && decodeURIComponent(encoded)).toBe('रवि कुमार_summary_report.pdf');
    // The plain filename is an ASCII stand-in a browser without filename* falls back to.
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=/);
  });

  it('downloads the prescription and the comprehensive report without the watermark on Advanced', async () => {
    const prescription = await downloaded(advanced.agent, advancedReport, 'prescription');
    expect(prescription.headers['content-disposition']).toBe(
      'attachment; filename="Meera Das_prescription_report.pdf"',
    );
    const [page, ...more] = pdfPages(prescription.body as Buffer);
    expect(more).toHaveLength(0);
    for (const text of [...PRESCRIPTION, 'Meera Das']) expect(page).toContain(text);
    expect(page).not.toContain('Chief Complaint');
    expect(occurrencesIgnoringLayout(page, TEST_DOMAIN_NAME)).toBe(1);

    const comprehensive = await downloaded(advanced.agent, advancedReport, 'comprehensive');
    expect(comprehensive.headers['content-disposition']).toBe(
      'attachment; filename="Meera Das_ComprehensiveReport.pdf"',
    );
    const pages = pdfPages(comprehensive.body as Buffer);
    for (const text of [...SECTIONS, ...PRESCRIPTION, 'Meera Das']) expect(pages.join('\n')).toContain(text);
    for (const each of pages) expect(occurrencesIgnoringLayout(each, TEST_DOMAIN_NAME)).toBe(1);
  });

  it("downloads the patient's visit summary in plain words, holding only the saved report's medicines", async () => {
    // The draft's warfarin was flagged and the doctor removed it: the saved version no longer holds it.
    const report = englishReport({ patientName: 'Meera Das' });
    const review: ReportReview = {
      draftSource: 'extractive',
      items: [
        {
          id: 'medication:2',
          kind: 'medication',
          label: 'Warfarin 5 mg',
          evidence: [],
          flag: 'not_found',
          resolution: 'removed',
        },
      ],
    };
    const reportId = await savedReport(stack, advanced.userId, report, review);

    const visitSummary = await downloaded(advanced.agent, reportId, 'patient');
    expect(visitSummary.headers['content-disposition']).toBe(
      'attachment; filename="Meera Das_visit_summary.pdf"',
    );
    const [page, ...more] = pdfPages(visitSummary.body as Buffer);
    expect(more).toHaveLength(0);
    for (const text of [
      PATIENT_SUMMARY_TEXTS.title,
      'Paracetamol 650 mg',
      '1 tablet, three times a day, for 3 days',
      'Metformin 500 mg',
      '1 tablet, twice a day (morning and night), for 30 days',
      'Complete blood count',
      'review in three days or earlier if worse.',
      GENERAL_WARNING_SIGNS[0],
    ])
      expect(page.replace(/\s+/g, ' ')).toContain(text);
    expect(page).not.toMatch(/warfarin/i);

    const arabic = await savedReport(stack, advanced.userId, translatedReport('arabic'));
    // NFKC folds the Arabic presentation forms pdftotext gives back to letters.
    const arabicText = pdfPages((await downloaded(advanced.agent, arabic, 'patient')).body as Buffer)
      .join('\n')
      .normalize('NFKC');
    expect(occurrencesIgnoringLayout(arabicText, 'باراسيتامول'.normalize('NFKC'))).toBeGreaterThan(0);
  });

  it('renders only when asked: a status poll of a PDF nobody requested reads, queues nothing, and answers failed', async () => {
    const report = await savedReport(stack, free.userId, englishReport({ patientName: 'Kiran Rao' }));
    const poll = () =>
      free.agent
        .get(DELIVERY_ROUTES.pdfStatus)
        .query({ reportId: report, kind: 'summary', version: 1 })
        .expect(200);
    // Twice: a poll that queued a render would find it the second time.
    expect((await poll()).body).toEqual({ status: 'failed', version: 1 });
    expect((await poll()).body).toEqual({ status: 'failed', version: 1 });
    // Asked for, it is made, and the poll follows it to the end.
    expect((await downloaded(free.agent, report, 'summary')).status).toBe(200);
    expect((await poll()).body).toEqual({ status: 'ready', version: 1 });
  });

  it('refuses a download or share while a flagged item is unresolved', async () => {
    const review: ReportReview = {
      draftSource: 'ai',
      items: [
        { id: 'medication:0', kind: 'medication', label: 'Warfarin 5 mg', evidence: [], flag: 'not_found' },
      ],
    };
    const flagged = await savedReport(stack, advanced.userId, englishReport(), review);

    const download = await advanced.agent
      .post(DELIVERY_ROUTES.requestPdf)
      .set(SAME_ORIGIN)
      .send({ reportId: flagged, kind: 'summary' })
      .expect(409);
    expect((download.body as ErrorResponseBody).message).toBe(REPORT_TEXTS.flagsOpen);
    const share = await advanced.agent
      .post(DELIVERY_ROUTES.share)
      .set(SAME_ORIGIN)
      .send({
        reportId: flagged,
        kind: 'summary',
        RecipientName: 'Anil Joseph',
        Email: 'flags@harbourlab.in',
      })
      .expect(409);
    expect((share.body as ErrorResponseBody).message).toBe(REPORT_TEXTS.flagsOpen);
    expect(mailsTo(stack, 'flags@harbourlab.in')).toHaveLength(0);
  });

  it('refuses sharing on a plan without it, naming the plan that has it', async () => {
    const response = await free.agent
      .post(DELIVERY_ROUTES.share)
      .set(SAME_ORIGIN)
      .send({
        reportId: freeReport,
        kind: 'summary',
        RecipientName: 'Anil Joseph',
        Email: 'anil.joseph@harbourlab.in',
      })
      .expect(403);
    expect((response.body as ErrorResponseBody).message).toBe(sharingNotInPlanMessage('Free'));
    expect((response.body as ErrorResponseBody).message).toContain('Advanced plan');
    expect(mailsTo(stack, 'anil.joseph@harbourlab.in')).toHaveLength(0);
  });

  it('shares a report: exactly one e-mail, Message-ID of the share, the server PDF attached, rendered once', async () => {
    const recipient = 'lab.desk@harbourlab.in';
    const share = (
      await advanced.agent
        .post(DELIVERY_ROUTES.share)
        .set(SAME_ORIGIN)
        .send({ reportId: advancedReport, kind: 'summary', RecipientName: 'Lab Desk', Email: recipient })
        .expect(200)
    ).body as ShareStatusReply;
    await sharedAndSent(advanced.agent, share);

    const [mail, ...more] = mailsTo(stack, recipient);
    expect(more).toHaveLength(0);
    expect(mail.headers['message-id']).toBe(messageIdOf(`share:${share.shareId}`));
    // The recipient's reply reaches the doctor who shared, not the no-reply sender.
    const profile = await advanced.agent
      .get('/api/profile/get')
      .query({ UserId: advanced.userId })
      .expect(200);
    expect(mail.headers['reply-to']).toBe((profile.body as { email: string }).email);
    expect(mail.text).toContain('Dear Lab Desk,');
    const [attachment, ...others] = attachmentsOf(mail);
    expect(others).toHaveLength(0);
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.disposition).toContain('Meera Das_summary_report.pdf');
    const text = pdfPages(attachment.content).join('\n');
    for (const section of [...SECTIONS, 'Meera Das']) expect(text).toContain(section);
    // One Chromium run for the share: the e-mail job made the PDF; no render job was queued beside it.
    const renders =
      stack.service('report').output().split(`rendered summary PDF of report ${advancedReport} v1`).length -
      1;
    expect(renders).toBe(1);
  });

  it('attaches the server rendering to a spec multipart share, whatever file was uploaded', async () => {
    const recipient = 'referral.desk@harbourlab.in';
    const forged = Buffer.from('%PDF-1.4 forged report: Aspirin 5000 mg');
    const response = await advanced.agent
      .post(DELIVERY_ROUTES.specShare)
      .set(SAME_ORIGIN)
      .attach('file', forged, { filename: 'forged.pdf', contentType: 'application/pdf' })
      .field('Email', recipient)
      .field('RecipientName', 'Referral Desk')
      .field('ReportId', advancedReport)
      .field('ReportName', 'Prescription Report')
      .field('PatientName', 'Someone Else')
      .field('HospitalName', 'Harbour Clinic')
      .expect(200);
    const share = response.body as ShareStatusReply & { success: boolean };
    expect(share.success).toBe(true);
    await sharedAndSent(advanced.agent, share);

    const [mail] = mailsTo(stack, recipient);
    const [attachment] = attachmentsOf(mail);
    expect(attachment.content.includes('forged')).toBe(false);
    const server = await downloaded(advanced.agent, advancedReport, 'prescription');
    expect(attachment.content.equals(server.body as Buffer)).toBe(true);
    expect(pdfPages(attachment.content).join('\n')).not.toContain('Someone Else');
  });

  it('refuses a recipient with a line break or markup, and a malformed address', async () => {
    const share = (body: Record<string, string>) =>
      advanced.agent
        .post(DELIVERY_ROUTES.share)
        .set(SAME_ORIGIN)
        .send({
          reportId: advancedReport,
          kind: 'summary',
          RecipientName: 'Lab Desk',
          Email: 'lab@harbourlab.in',
          ...body,
        })
        .expect(400);
    const crlfName = await share({ RecipientName: 'Lab\r\nBcc: everyone@harbourlab.in' });
    expect((crlfName.body as ErrorResponseBody).details?.RecipientName).toEqual([
      DELIVERY_MESSAGES.recipientNameCharacters,
    ]);
    const htmlName = await share({ RecipientName: '<a href="https://evil.example">Lab</a>' });
    expect((htmlName.body as ErrorResponseBody).details?.RecipientName).toEqual([
      DELIVERY_MESSAGES.recipientNameCharacters,
    ]);
    const crlfEmail = await share({ Email: 'lab@harbourlab.in\r\nBcc: everyone@harbourlab.in' });
    expect((crlfEmail.body as ErrorResponseBody).details?.Email).toEqual([EMAIL_MESSAGES.invalid]);
    const htmlEmail = await share({ Email: '<lab@harbourlab.in>' });
    expect((htmlEmail.body as ErrorResponseBody).details?.Email).toEqual([EMAIL_MESSAGES.invalid]);
    expect(mailsTo(stack, 'everyone@harbourlab.in')).toHaveLength(0);
  });

  it("answers another doctor's report and share on every route exactly as one that does not exist (404)", async () => {
    const other = free.agent;
    const report = { reportId: advancedReport, kind: 'summary' };
    const forbidden = (response: { body: unknown }, message: string = DELIVERY_MESSAGES.reportNotFound) =>
      expect(response.body).toMatchObject({ code: 'COMMON.NOT_FOUND', statusCode: 404, message });
    // The same answer for an id nobody holds: the route tells an outsider nothing.
    forbidden(
      await other
        .post(DELIVERY_ROUTES.requestPdf)
        .set(SAME_ORIGIN)
        .send({ ...report, reportId: randomUUID() })
        .expect(404),
    );

    forbidden(await other.post(DELIVERY_ROUTES.requestPdf).set(SAME_ORIGIN).send(report).expect(404));
    forbidden(
      await other
        .get(DELIVERY_ROUTES.pdfStatus)
        .query({ ...report, version: 1 })
        .expect(404),
    );
    forbidden(
      await other
        .get(DELIVERY_ROUTES.pdfFile)
        .query({ ...report, version: 1 })
        .expect(404),
    );
    for (const query of [{ reportId: advancedReport }, { reportId: advancedReport, version: 1 }])
      forbidden(await other.get(DELIVERY_ROUTES.fhir).query(query).expect(404));
    // The Advanced doctor on the Free doctor's report: the plan allows sharing, the report is not theirs.
    forbidden(
      await advanced.agent
        .post(DELIVERY_ROUTES.share)
        .set(SAME_ORIGIN)
        .send({
          reportId: freeReport,
          kind: 'summary',
          RecipientName: 'Lab Desk',
          Email: 'lab@harbourlab.in',
        })
        .expect(404),
    );
    forbidden(
      await advanced.agent
        .post(DELIVERY_ROUTES.specShare)
        .set(SAME_ORIGIN)
        .field('Email', 'lab@harbourlab.in')
        .field('RecipientName', 'Lab Desk')
        .field('ReportId', freeReport)
        .expect(404),
    );
    const share = (
      await advanced.agent
        .post(DELIVERY_ROUTES.share)
        .set(SAME_ORIGIN)
        .send({ ...report, RecipientName: 'Lab Desk', Email: 'lab.two@harbourlab.in' })
        .expect(200)
    ).body as ShareStatusReply;
    forbidden(
      await other.get(DELIVERY_ROUTES.shareStatus).query({ shareId: share.shareId }).expect(404),
      DELIVERY_MESSAGES.shareNotFound,
    );
    await sharedAndSent(advanced.agent, share);
    // The other doctor's trail holds nothing of the report they were refused.
    const theirs = (await other.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send({}).expect(200))
      .body as AuditTrailReply;
    expect(theirs.items.every((item) => item.actorId === free.userId || item.actorKind === 'system')).toBe(
      true,
    );
    expect(theirs.items.map((item) => item.action)).not.toContain('report.share');
  });

  it("records every download and share in the doctor's audit trail, as ids and actions", async () => {
    const trail = (
      await advanced.agent.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send({ limit: 100 }).expect(200)
    ).body as AuditTrailReply;
    const actions = trail.items.map((item) => item.action);
    for (const action of ['report.pdf.request', 'report.pdf.download', 'report.share'])
      expect(actions).toContain(action);
    expect(trail.items.every((item) => item.actorId === advanced.userId || item.actorKind === 'system')).toBe(
      true,
    );
    expect(JSON.stringify(trail)).not.toMatch(/Meera|Das|harbourlab|Lab Desk/);
  });

  it('leaves no patient name, recipient or PDF text in Redis', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      const keys = await redis.keys(`${stack.keyPrefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      let everything = '';
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') everything += await redis.get(key);
        else if (type === 'hash') everything += JSON.stringify(await redis.hgetall(key));
        else if (type === 'list') everything += JSON.stringify(await redis.lrange(key, 0, -1));
        else if (type === 'zset') everything += JSON.stringify(await redis.zrange(key, 0, -1));
        else if (type === 'set') everything += JSON.stringify(await redis.smembers(key));
        else if (type === 'stream') everything += JSON.stringify(await redis.xrange(key, '-', '+'));
      }
      for (const secret of [
        'Meera',
        'Ravi',
        'Lab Desk',
        'lab.desk@harbourlab.in',
        'Paracetamol',
        'Harbour Clinic',
      ]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      redis.disconnect();
    }
  });
});
