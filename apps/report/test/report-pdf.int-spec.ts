import { getQueueToken } from '@nestjs/bullmq';
import {
  PdfJobName,
  PlanId,
  QueueName,
  RECORD_MESSAGES,
  reportEditOf,
  type RenderPdfJob,
  type ReportData,
  type ReportReview,
} from '@medi/contracts';
import { JobQueue } from '@medi/nest-common/queue';
import {
  englishReport,
  jobOutcome,
  lastQueueEventId,
  occurrencesIgnoringLayout,
  pdfPages,
  decompressionBombPng,
  TEAL_PNG,
  testJpegWithGps,
  translatedReport,
} from '@medi/testing';
import type { Queue } from 'bullmq';
import { createHash, randomUUID } from 'node:crypto';
import { ReportPdfsRepository, type StoredPdf } from '../src/pdf/report-pdfs.repository';
import { ReportImagesRepository } from '../src/versions/report-images.repository';
import { ReportVersionsRepository } from '../src/versions/report-versions.repository';
import { ReportVersionsService } from '../src/versions/report-versions.service';
import { startAuditResponder, type AuditResponder } from './support/audit-responder';
import { startReport, type RunningReport } from './support/start-report';

const DOMAIN = 'MediScribe';
const NO_FLAGS: ReportReview = { draftSource: 'extractive', items: [] };

describe('report versions and their PDFs on the pdf queue', () => {
  let report: RunningReport;
  let audit: AuditResponder;
  let versions: ReportVersionsService;
  let pdfs: ReportPdfsRepository;
  let queue: Queue;

  beforeAll(async () => {
    report = await startReport({ DOMAIN_NAME: DOMAIN });
    // An edit is saved only once the session service has recorded it in the audit trail.
    audit = await startAuditResponder(report.env.REDIS_URL, report.env.KEY_PREFIX);
    versions = report.app.get(ReportVersionsService);
    pdfs = report.app.get(ReportPdfsRepository);
    queue = report.app.get<Queue>(getQueueToken(QueueName.Pdf), { strict: false });
  }, 60_000);

  afterAll(async () => {
    await audit?.stop();
    await report?.stop();
  });

  /** Version 1 of a new session's report, as generation saves it (its pictures from the settings). */
  async function savedAsNewReport(data: ReportData) {
    const sessionId = randomUUID();
    await versions.saveGeneratedDraft({ sessionId, userId: randomUUID(), data, review: NO_FLAGS });
    const saved = await versions.findVersion((await versions.findReportBySession(sessionId))!.id);
    return saved!;
  }

  async function rendered(job: RenderPdfJob): Promise<StoredPdf> {
    const before = await lastQueueEventId(queue);
    const { jobId } = await report.app.get(JobQueue).enqueue(PdfJobName.Render, job);
    const outcome = await jobOutcome(queue, jobId, before, 60_000);
    expect(outcome).toMatchObject({ event: 'completed' });
    const watermarked = job.planId === PlanId.Free || job.planId === PlanId.Pro;
    const pdf = await pdfs.find({ ...job, watermarked });
    if (!pdf) throw new Error('the completed job stored no PDF');
    return pdf;
  }

  it('saves each edit as the next version and prints the latest one', async () => {
    const first = await savedAsNewReport(englishReport());
    const edited = englishReport({ patientName: 'Ravi K. Nair' });
    const second = await versions.saveVersion({
      sessionId: first.sessionId,
      userId: first.userId,
      data: reportEditOf(edited),
    });

    expect([first.version, second.version]).toEqual([1, 2]);
    expect(second.reportId).toBe(first.reportId);
    expect(await versions.findVersion(first.reportId)).toMatchObject({ version: 2, data: edited });
    expect(await versions.findVersion(first.reportId, 1)).toMatchObject({ data: englishReport() });
    // Recorded in the session service's audit trail: who, which consultation, what.
    expect(audit.records).toContainEqual({
      action: 'report.version.save',
      userId: first.userId,
      sessionId: first.sessionId,
    });
  });

  it('keeps the registration, clinic contacts and date of the version an edit edits, whatever the edit says', async () => {
    const first = await savedAsNewReport(englishReport());
    const forged = reportEditOf(englishReport());
    forged.consultationDate = '2020-01-01';
    forged.hospitalInfo = {
      ...forged.hospitalInfo,
      doctorRegistrationNumber: 'DHA-P-9999999',
      doctorRegistrationAuthority: 'Dubai Health Authority (DHA)',
      hospitalPhone: '+1 555 0100',
    };
    const second = await versions.saveVersion({
      sessionId: first.sessionId,
      userId: first.userId,
      data: forged,
    });

    const printed = await versions.findVersion(second.reportId);
    expect(printed).toMatchObject({ version: 2, data: { consultationDate: '2026-11-22' } });
    expect(printed?.data.hospitalInfo).toMatchObject({
      doctorRegistrationNumber: 'TCMC-2009-45678',
      doctorRegistrationAuthority: 'State Medical Council / National Medical Commission, India',
      hospitalPhone: '+91 98470 12345',
    });
  });

  it('keeps the stored pictures of the version an edit edits, never the picture bytes the edit carries', async () => {
    const first = await savedAsNewReport(englishReport());
    const bomb = decompressionBombPng(20_000, 20_000).toString('base64');
    const phoneJpeg = (await testJpegWithGps()).toString('base64');
    const sent = englishReport({ patientName: 'Ravi K. Nair' });
    sent.hospitalInfo = { ...sent.hospitalInfo, doctorSignature: bomb, hospitalLogo: phoneJpeg };
    const second = await versions.saveVersion({
      sessionId: first.sessionId,
      userId: first.userId,
      data: sent,
    });

    const printed = await versions.findVersion(second.reportId);
    expect(printed?.data.hospitalInfo).toMatchObject({ doctorSignature: TEAL_PNG, hospitalLogo: TEAL_PNG });
    // Stored: the words, and the pictures by digest in the doctor's image store (one row for the same picture).
    const stored = await report.app.get(ReportVersionsRepository).findVersion(second.reportId);
    const digest = createHash('sha256').update(Buffer.from(TEAL_PNG, 'base64')).digest('hex');
    expect(stored).toMatchObject({ version: 2, signatureDigest: digest, logoDigest: digest });
    expect(Object.keys(stored!.data.hospitalInfo)).not.toContain('doctorSignature');
    expect(Object.keys(stored!.data.hospitalInfo)).not.toContain('hospitalLogo');
    const images = await report.app.get(ReportImagesRepository).find(first.userId, [digest]);
    expect([...images.keys()]).toEqual([digest]);
  });

  it("refuses another doctor's edit of the session's report and invalid report data, saving nothing", async () => {
    const saved = await savedAsNewReport(englishReport());
    await expect(
      versions.saveVersion({ sessionId: saved.sessionId, userId: randomUUID(), data: englishReport() }),
    ).rejects.toMatchObject({ code: 'COMMON.NOT_FOUND', message: RECORD_MESSAGES.noReportForSession });
    const tooLong = englishReport({ patientName: 'x'.repeat(31) });
    await expect(savedAsNewReport(tooLong)).rejects.toThrow();
    expect(await versions.findVersion(saved.reportId)).toMatchObject({ version: 1 });
  });

  it('prints a 3-page summary with the header and footer on every page, every section and the watermark', async () => {
    const saved = await savedAsNewReport(englishReport({ paragraphs: 12 }));
    const pdf = await rendered({
      reportId: saved.reportId,
      version: 1,
      kind: 'summary',
      planId: PlanId.Free,
    });

    expect(pdf.fileName).toBe('Ravi Kumar_summary_report.pdf');
    const pages = pdfPages(pdf.content);
    expect(pages).toHaveLength(3);
    const year = new Date().getUTCFullYear();
    pages.forEach((page, index) => {
      expect(page).toContain('Harbour Clinic');
      expect(page).toContain('12 Quay Street, Kochi 682001');
      expect(page).toContain(`© ${year} ${DOMAIN}. All rights reserved.`);
      expect(page).toContain(`Page ${index + 1} of 3`);
      // The copyright line and the diagonal watermark.
      expect(occurrencesIgnoringLayout(page, DOMAIN)).toBe(2);
    });
    const text = pages.join('\n');
    for (const section of [
      'Summary Report',
      'Chief Complaint',
      'Medical History',
      'Observation',
      'Treatment Plan',
    ])
      expect(text).toContain(section);
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Dr. Asha Menon');
    expect(text).not.toContain('(Doctor)');
    expect(text).not.toContain('Prescription Report');
  });

  it('prints the prescription without the watermark for a plan that removes it', async () => {
    const saved = await savedAsNewReport(englishReport());
    const pdf = await rendered({
      reportId: saved.reportId,
      version: 1,
      kind: 'prescription',
      planId: PlanId.Advanced,
    });

    expect(pdf.fileName).toBe('Ravi Kumar_prescription_report.pdf');
    const [page, ...more] = pdfPages(pdf.content);
    expect(more).toHaveLength(0);
    for (const text of [
      'Prescription Report',
      'Medications',
      // NMC: medicine names in capitals.
      'PARACETAMOL 650 MG',
      'Three times a day',
      '30 days',
      // What a pharmacy checks: the date, the patient's age and sex, the doctor's qualification and registration.
      '22/11/2026',
      '14/03/1971',
      'Male',
      'Dr. Asha Menon',
      'MBBS, General Medicine',
      'Reg. No. TCMC-2009-45678 (State Medical Council / National Medical Commission, India)',
      'Phone: +91 98470 12345',
      'E-mail: desk@harbourclinic.in',
      'Web: https://harbourclinic.in',
    ])
      expect(page.replace(/\s+/g, ' ')).toContain(text);
    expect(page).not.toContain('1971-03-14');
    expect(page).not.toContain('(Doctor)');
    expect(page).toContain('Laboratory Tests');
    expect(page).toContain('HbA1c');
    expect(page).not.toContain('Chief Complaint');
    expect(occurrencesIgnoringLayout(page, DOMAIN)).toBe(1);
  });

  it('prints both reports in the comprehensive PDF, and escapes report text rather than running it', async () => {
    const data = englishReport({ patientName: 'Ravi <b>Kumar</b>' });
    data.reports.summary.observation = '<img src=x onerror=alert(1)> chest clear';
    const saved = await savedAsNewReport(data);
    const pdf = await rendered({
      reportId: saved.reportId,
      version: 1,
      kind: 'comprehensive',
      planId: PlanId.Pro,
    });

    expect(pdf.fileName).toBe('Ravi b Kumar b_ComprehensiveReport.pdf');
    const text = pdfPages(pdf.content).join('\n');
    for (const section of [
      'Summary Report',
      'Chief Complaint',
      'Treatment Plan',
      'Prescription Report',
      'Medications',
    ])
      expect(text).toContain(section);
    expect(text).toContain('Ravi <b>Kumar</b>');
    expect(text).toContain('<img src=x onerror=alert(1)> chest clear');
  });

  it.each(['hindi', 'malayalam', 'arabic'] as const)('prints a report written in %s', async (language) => {
    const data = translatedReport(language);
    const saved = await savedAsNewReport(data);
    const pdf = await rendered({
      reportId: saved.reportId,
      version: 1,
      kind: 'summary',
      planId: PlanId.Free,
    });

    // NFKC folds Arabic presentation forms back to letters; pdftotext may split a Devanagari word at a conjunct.
    const text = pdfPages(pdf.content).join('\n').normalize('NFKC');
    const words = [data.patientInfo.name, data.reports.summary.cheifComplaint]
      .join(' ')
      .split(' ')
      .filter((word) => /^[\p{L}\p{M}]+$/u.test(word));
    expect(words.length).toBeGreaterThan(4);
    for (const word of words)
      expect(occurrencesIgnoringLayout(text, word.normalize('NFKC'))).toBeGreaterThan(0);
  });

  it('keeps the first PDF when a job runs again (a retry after a crash renders nothing new)', async () => {
    const saved = await savedAsNewReport(englishReport());
    const job: RenderPdfJob = { reportId: saved.reportId, version: 1, kind: 'summary', planId: PlanId.Free };
    const first = await rendered(job);
    // A repeated enqueue of a kept job is a no-op; a job run a second time is what a retry looks like.
    const jobs = report.app.get(JobQueue);
    await queue.remove((await jobs.enqueue(PdfJobName.Render, job)).jobId);
    const before = await lastQueueEventId(queue);
    const { jobId } = await jobs.enqueue(PdfJobName.Render, job);
    const outcome = await jobOutcome(queue, jobId, before, 60_000);

    expect(JSON.parse(outcome.returnvalue)).toMatchObject({ rendered: false, bytes: first.content.length });
    expect((await pdfs.find({ ...job, watermarked: true }))?.content.equals(first.content)).toBe(true);
  });

  it('fails a job for a version that does not exist without retrying', async () => {
    const saved = await savedAsNewReport(englishReport());
    const before = await lastQueueEventId(queue);
    const { jobId } = await report.app.get(JobQueue).enqueue(PdfJobName.Render, {
      reportId: saved.reportId,
      version: 7,
      kind: 'summary',
      planId: PlanId.Free,
    });
    const outcome = await jobOutcome(queue, jobId, before, 30_000);
    expect(outcome).toMatchObject({
      event: 'failed',
      failedReason: `report ${saved.reportId} has no version 7`,
    });
  });
});
