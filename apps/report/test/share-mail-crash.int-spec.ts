import { jobIdOf, PlanId, QueueName, ReportMailJobName } from '@medi/contracts';
import { messageIdOf } from '@medi/nest-common/mail';
import {
  attachmentsOf,
  pdfPages,
  queueEventsAfter,
  startSmtpInbox,
  type SmtpInbox,
  until,
} from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { crashingWorkers } from './support/crashing-workers';

describe('a report-mail worker killed in the middle of a share', () => {
  const recipient = 'referral.desk@example.com';
  let inbox: SmtpInbox;
  const harness = crashingWorkers(
    QueueName.ReportMail,
    `report-share-crash-${randomUUID().slice(0, 8)}`,
    () => ({
      SMTP_URL: inbox.url,
    }),
  );

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });

  afterAll(async () => {
    await inbox?.close();
  });

  it('sends exactly one e-mail, from the next worker, with the PDF attached', async () => {
    const { sql, queue } = harness;
    const first = await harness.startWorker();
    const reportId = await harness.insertReadyReport();
    const shareId = randomUUID();
    await sql.query(
      `insert into report.report_shares (id, report_id, version, kind, plan_id, recipient_name, recipient_email)
       values ($1, $2, 1, 'comprehensive', $3, 'Referral Desk', $4)`,
      [shareId, reportId, PlanId.Advanced, recipient],
    );
    // No `pdf` job: the share's own job renders the PDF, so it is mid-share while its Chromium runs.
    const jobId = jobIdOf(ReportMailJobName.Share, { shareId });
    await queue.add(ReportMailJobName.Share, { shareId }, { jobId });

    await harness.killMidJob(first, jobId, 'the worker to start rendering the shared PDF');
    await until(
      "the killed worker's Chromium to exit",
      () => Promise.resolve(harness.chromiumLeft().length === 0 ? true : undefined),
      15_000,
    );
    expect(inbox.countMailsTo(recipient)).toBe(0);

    await harness.startWorker();
    // BullMQ finds the dead worker's job stalled (its lock expires) and hands it to the new worker.
    await until(
      'the share to be sent by the second worker',
      async () => {
        const { rows } = await sql.query<{ sent_at: Date | null }>(
          'select sent_at from report.report_shares where id = $1',
          [shareId],
        );
        return rows[0].sent_at ?? undefined;
      },
      120_000,
    );

    const mails = inbox.mails.filter((mail) => mail.to.includes(recipient));
    expect(mails).toHaveLength(1);
    expect(mails[0].headers['message-id']).toBe(messageIdOf(`share:${shareId}`));
    const [attachment] = attachmentsOf(mails[0]);
    expect(attachment.disposition).toContain('Ravi Kumar_ComprehensiveReport.pdf');
    expect(pdfPages(attachment.content).join('\n')).toContain('Prescription Report');
    // Run again (a retry after the mark): nothing more is sent.
    const before = '0-0';
    await queue.remove(jobId);
    await queue.add(ReportMailJobName.Share, { shareId }, { jobId });
    await until(
      'the repeated job to complete',
      async () =>
        (await queueEventsAfter(queue, before)).filter(
          (event) => event.jobId === jobId && event.event === 'completed',
        ).length === 2
          ? true
          : undefined,
      30_000,
    );
    expect(inbox.mails.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
  }, 180_000);
});
