import { extractClinicalFacts } from '@medi/clinical';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  AppError,
  BillingEntitlementPattern,
  BillingReportPattern,
  isReportResolved,
  ownedOrNotFound,
  parseSessionRef,
  ProfilePattern,
  QueueName,
  RECORD_MESSAGES,
  REPORT_TEXTS,
  reportDetailsOf,
  ReportJobName,
  reportReviewSchema,
  SessionReportPattern,
  type GenerateReportJob,
  type GeneratedReportView,
  type ReportEdit,
  type ReportData,
  type ReportReview,
  type RequestReportReply,
  type SessionRef,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { JobQueue, queueSettingsOf } from '@medi/nest-common/queue';
import { ServiceClient } from '@medi/nest-transport';
import { z } from 'zod';
import { ReportVersionsRepository, type ReportRow } from '../versions/report-versions.repository';
import { ReportVersionsService } from '../versions/report-versions.service';
import { SettingsService } from '../settings/settings.service';
import { AiReportWriter } from './ai-report.writer';
import { consultationPrompt, consultationTextOf } from './consultation-text';
import { allergiesOf, extractiveReport } from './extractive-report';
import { AuditTrailClient } from '../audit/audit-trail.client';
import { checkReport, mergeResolutions } from './report-checker';
import { reportDataOf } from './report-draft';
import { withTypedLines } from './typed-lines';

export const REPORT_AI_WRITER = Symbol('REPORT_AI_WRITER');

/** What a report job returns (and Bull Board shows): ids and outcome, never what the report says. */
export interface GenerationOutcome {
  reportId: string;
  outcome: 'generated' | 'already generated' | 'failed';
}

/**
 * Generate Results: the request queues one job per session; the job reads the session through the session service,
 * writes the report (AI endpoint or extractive draft), checks every item against the consultation, spends the
 * report in billing (once per session) and saves version 1. A failed generation spends nothing and is logged.
 */
@Injectable()
export class ReportGenerationService {
  private readonly logger = new Logger(ReportGenerationService.name);

  constructor(
    private readonly services: ServiceClient,
    private readonly repository: ReportVersionsRepository,
    private readonly versions: ReportVersionsService,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly audit: AuditTrailClient,
    @Optional() @Inject(REPORT_AI_WRITER) private readonly ai?: AiReportWriter,
  ) {}

  /**
   * Saves the page's notes and medlab with the session (the session service checks that it is the doctor's own),
   * then queues the session's report once.
   */
  async request(
    input: SessionRef & { notes: string[]; prescriptions: string[] },
  ): Promise<RequestReportReply> {
    const ref = parseSessionRef(input);
    // The count is the doctor's own whatever the session: read beside the save, which checks the session is theirs.
    const [, counter] = await Promise.all([
      this.services.send(SessionReportPattern.SaveInputs, {
        ...ref,
        notes: input.notes,
        prescriptions: input.prescriptions,
      }),
      this.services.send(BillingReportPattern.Remaining, { userId: ref.userId }),
    ]);
    const report = ownedOrNotFound(
      await this.repository.findOrCreateReport(ref.sessionId, ref.userId),
      ref.userId,
      RECORD_MESSAGES.noReportForSession,
    );
    await this.audit.record('report.request', report);
    if (report.status === 'ready') return { success: true, reportId: report.id, status: 'ready' };
    if (counter.count <= 0) throw new AppError('COMMON.CONFLICT', REPORT_TEXTS.noReportsLeft);
    const job: GenerateReportJob = { sessionId: ref.sessionId, userId: ref.userId };
    if (report.status === 'failed') {
      // A failed job keeps its id for a week: it goes, so asking again really runs again.
      await this.jobs.forget(ReportJobName.Generate, job);
      await this.repository.setStatus(report.id, 'pending');
    }
    await this.jobs.enqueue(ReportJobName.Generate, job);
    return { success: true, reportId: report.id, status: 'pending' };
  }

  /** The latest version, or the one named (a past consultation's page shows every saved version). */
  async view(input: SessionRef & { version?: number }): Promise<GeneratedReportView> {
    const ref = parseSessionRef(input);
    const report = ownedOrNotFound(
      await this.repository.findBySession(ref.sessionId),
      ref.userId,
      RECORD_MESSAGES.noReportForSession,
    );
    const view = await this.viewOf(report, input.version);
    if (input.version !== undefined && view.version !== input.version)
      throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noReportForSession);
    // A poll of a report still being written reads no patient data: only the report itself is a read to record.
    if (view.data) await this.audit.record('report.read', report);
    return view;
  }

  /** The doctor's edit: checked again against the consultation and saved as the next version. */
  async save(input: SessionRef & { data: ReportEdit; review: ReportReview }): Promise<GeneratedReportView> {
    const ref = parseSessionRef(input);
    const report = ownedOrNotFound(
      await this.repository.findBySession(ref.sessionId),
      ref.userId,
      RECORD_MESSAGES.noReportForSession,
    );
    const decided = reportReviewSchema.safeParse(input.review);
    if (!decided.success)
      throw new AppError('COMMON.VALIDATION_FAILED', SERVICE_MESSAGES.notA('report review'));
    const latest = await this.repository.findVersion(report.id);
    const sources = await this.services.send(SessionReportPattern.Sources, ref);
    const items = mergeResolutions(checkReport(input.data, consultationTextOf(sources)), decided.data.items);
    await this.versions
      .saveVersion({
        ...ref,
        data: input.data,
        review: { draftSource: latest?.review?.draftSource ?? decided.data.draftSource, items },
      })
      .catch((error: unknown) => {
        if (error instanceof z.ZodError)
          throw new AppError('COMMON.VALIDATION_FAILED', SERVICE_MESSAGES.notA('valid report'));
        throw error;
      });
    return this.viewOf((await this.repository.findReport(report.id)) ?? report);
  }

  /** The `report` job (see ReportGenerationWorker); `attempt` counts from 1. */
  async generate(job: GenerateReportJob, attempt: number): Promise<GenerationOutcome> {
    const report = await this.repository.findOrCreateReport(job.sessionId, job.userId);
    if (report.status === 'ready') return { reportId: report.id, outcome: 'already generated' };
    const started = Date.now();
    try {
      await this.generateReport(report, job);
      this.logger.log(`report ${report.id} generated in ${Date.now() - started} ms`);
      return { reportId: report.id, outcome: 'generated' };
    } catch (error) {
      // The AI endpoint failing, a malformed answer after every retry or no report left: asking again now would
      // fail again, so the report fails at once and nothing is spent. Anything else retries until the last attempt.
      const final =
        (error instanceof AppError &&
          ['COMMON.UNAVAILABLE', 'COMMON.CONFLICT', 'COMMON.FORBIDDEN'].includes(error.code)) ||
        attempt >= GENERATION_ATTEMPTS;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (!final) throw error;
      this.logger.warn(`report ${report.id} generation failed, nothing spent: ${reason}`);
      await this.repository.setStatus(report.id, 'failed');
      return { reportId: report.id, outcome: 'failed' };
    }
  }

  /**
   * One generation's calls: the request saved the page's inputs with the session and read the count left (above);
   * here the session's sources, the doctor's profile and, for the AI only, the plan's model tier are read at once;
   * billing's charge and, for the AI only, the session's token count are the two writes. Nothing is read twice.
   */
  private async generateReport(report: ReportRow, job: GenerateReportJob): Promise<void> {
    const ref = { userId: job.userId, sessionId: job.sessionId };
    const ai = this.ai;
    const [sources, profile, clinic, plan] = await Promise.all([
      this.services.send(SessionReportPattern.Sources, ref),
      this.services.send(ProfilePattern.Get, { userId: job.userId }),
      this.settings.getClinic(job.userId),
      ai ? this.services.send(BillingEntitlementPattern.GetUserConfig, { userId: job.userId }) : undefined,
    ]);
    const consultation = consultationTextOf(sources);
    const written =
      ai && plan
        ? await ai.write(consultationPrompt(sources), plan.priorityAccessToTheLatestModels)
        : undefined;
    // The doctor's typed lines are in the report whatever the writer made of them.
    const response = withTypedLines(written?.response ?? extractiveReport(consultation.sources), sources);
    const data: ReportData = {
      ...reportDataOf(
        response,
        reportDetailsOf(job.userId, profile, clinic),
        sources.patient,
        this.clock.now(),
        allergiesOf(extractClinicalFacts(consultation.sources)),
      ),
      consultationLanguage: sources.language,
    };
    const review: ReportReview = {
      draftSource: written ? 'ai' : 'extractive',
      items: checkReport(data, consultation),
    };
    // Spent once per session (billing's ledger row is keyed by it), only once the report exists to be saved.
    await this.services.send(BillingReportPattern.Charge, ref);
    await this.versions.saveGeneratedDraft({ ...ref, data, review });
    if (written) {
      await this.services.send(SessionReportPattern.ReportGenerated, {
        ...ref,
        reportId: report.id,
        TotalToken: written.usage.tokens,
        TotalCost: written.usage.cost,
      });
    }
  }

  private async viewOf(report: ReportRow, version?: number): Promise<GeneratedReportView> {
    const [latest, completedReports] = await Promise.all([
      report.status === 'ready' ? this.versions.findVersion(report.id, version) : Promise.resolve(undefined),
      this.repository.countReady(report.userId),
    ]);
    return {
      reportId: report.id,
      sessionId: report.sessionId,
      status: report.status,
      ...(latest ? { version: latest.version, data: latest.data } : {}),
      ...(latest?.review ? { review: latest.review } : {}),
      resolved: latest ? isReportResolved(latest.review) : false,
      completedReports,
    };
  }
}

/** Runs of one report job before the report is given up as failed: the queue's attempts. */
const GENERATION_ATTEMPTS = queueSettingsOf(QueueName.Report).jobOptions.attempts ?? 1;
