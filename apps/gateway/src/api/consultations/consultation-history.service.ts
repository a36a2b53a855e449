import { Injectable } from '@nestjs/common';
import {
  AppError,
  CONSULTATION_HISTORY_TEXTS,
  ConsultationHistoryPattern,
  NO_REPORT,
  ReportHistoryPattern,
  type ConsultationDetail,
  type ConsultationEraseReply,
  type ConsultationListReply,
  type ConsultationSearchBody,
  type SessionRef,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

/**
 * Past consultations: the session service owns them, the report service their reports. A page of the list costs
 * two calls whatever its size (the page, then the statuses of its reports), never one per row.
 */
@Injectable()
export class ConsultationHistoryService {
  constructor(private readonly services: ServiceClient) {}

  async search(userId: string, search: ConsultationSearchBody): Promise<ConsultationListReply> {
    const page = await this.services.send(ConsultationHistoryPattern.List, { userId, ...search });
    const statuses =
      page.items.length === 0
        ? {}
        : await this.services.send(ReportHistoryPattern.Statuses, {
            userId,
            sessionIds: page.items.map((item) => item.sessionId),
          });
    return {
      items: page.items.map((item) => ({
        ...item,
        report: statuses[item.sessionId] ?? NO_REPORT,
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** The session service answers 404 for another doctor's session before the report service is asked. */
  async detail(ref: SessionRef): Promise<ConsultationDetail> {
    const consultation = await this.services.send(ConsultationHistoryPattern.Get, ref);
    const report = await this.services.send(ReportHistoryPattern.Versions, ref);
    return { ...consultation, report: report.report, reportVersions: report.versions };
  }

  /**
   * Ownership first (404 for another doctor's), then the report (with its PDFs and shares), then the session's
   * words and live keys. Each step is idempotent, so a deletion interrupted half-way is finished by asking again.
   */
  async erase(ref: SessionRef): Promise<ConsultationEraseReply> {
    const consultation = await this.services.send(ConsultationHistoryPattern.Get, ref);
    // The session service refuses it too, but only after the report would have gone.
    if (consultation.status === 'active' || consultation.status === 'paused')
      throw new AppError('COMMON.CONFLICT', CONSULTATION_HISTORY_TEXTS.deleteWhileLive);
    await this.services.send(ReportHistoryPattern.Erase, {
      userId: ref.userId,
      sessionId: consultation.sessionId,
    });
    return this.services.send(ConsultationHistoryPattern.Erase, ref);
  }
}
