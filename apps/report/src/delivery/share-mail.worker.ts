import { Inject, Injectable, Logger } from '@nestjs/common';
import { businessKeyOf, ReportMailJobName, type PlanId, type ShareReportMailJob } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { MailRepository } from '@medi/nest-common/mail';
import { OnJob } from '@medi/nest-common/queue';
import { UnrecoverableError } from 'bullmq';
import { ReportPdfWorker } from '../pdf/report-pdf.worker';
import { ReportPdfsRepository } from '../pdf/report-pdfs.repository';
import { ReportVersionsService } from '../versions/report-versions.service';
import { ReportSharesRepository } from './report-shares.repository';
import { shareMail } from './share-mail.composer';

export const SHARE_MAIL_OPTIONS = Symbol('SHARE_MAIL_OPTIONS');

export interface ShareMailOptions {
  /** The product's name, signed under the e-mail. */
  productName: string;
}

/**
 * Sends a shared report when its `report-mail` job runs: the recipient and the version come from the share row,
 * the attachment is the server's PDF of that saved version (rendered here if the `pdf` job has not stored it yet,
 * which stores it under the same key). Replies go to the doctor who shared it (their address when they shared),
 * not to the no-reply sender. The Message-ID derives from the job's business key, so it is the same on
 * every attempt; once `sent_at` is set a job run again sends nothing.
 */
@Injectable()
export class ShareMailWorker {
  private readonly logger = new Logger(ShareMailWorker.name);

  constructor(
    private readonly mail: MailRepository,
    private readonly shares: ReportSharesRepository,
    private readonly versions: ReportVersionsService,
    private readonly pdfService: ReportPdfWorker,
    private readonly pdfs: ReportPdfsRepository,
    private readonly clock: Clock,
    @Inject(SHARE_MAIL_OPTIONS) private readonly options: ShareMailOptions,
  ) {}

  @OnJob(ReportMailJobName.Share)
  async send(job: ShareReportMailJob): Promise<void> {
    const messageKey = businessKeyOf(ReportMailJobName.Share, job);
    const share = await this.shares.findWithOwner(job.shareId);
    if (!share) throw new UnrecoverableError(`share ${job.shareId} does not exist`);
    if (share.sentAt) {
      this.logger.log(`${messageKey} not sent: it was sent already`);
      return;
    }
    const saved = await this.versions.findVersion(share.reportId, share.version);
    if (!saved) throw new UnrecoverableError(`report ${share.reportId} has no version ${share.version}`);
    const render = { reportId: share.reportId, version: share.version, kind: share.kind };
    const rendered = await this.pdfService.render({ ...render, planId: share.planId as PlanId });
    const pdf = await this.pdfs.find({ ...render, watermarked: rendered.watermarked });
    if (!pdf) throw new Error(`the PDF of share ${job.shareId} was not stored`);

    await this.mail.send({
      messageKey,
      to: share.recipientEmail,
      ...(share.replyTo ? { replyTo: share.replyTo } : {}),
      ...shareMail({
        recipientName: share.recipientName,
        kind: share.kind,
        report: saved.data,
        productName: this.options.productName,
      }),
      attachments: [{ fileName: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
    });
    await this.shares.markSent(job.shareId, this.clock.now());
    this.logger.log(`sent ${messageKey}`);
  }
}
