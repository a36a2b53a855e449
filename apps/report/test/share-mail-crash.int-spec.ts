import { jobIdOf, PlanId, QueueName, ReportMailJobName } from '@medi/contracts';
import { messageIdOf } from '@medi/nest-common';
import {
  attachmentsOf,
  createTestDatabase,
  englishReport,
  pdfPages,
  queueEventsAfter,
  startServiceProcess,
  startSmtpInbox,
  type ServiceProcess,
  type SmtpInbox,
  until,
} from '@medi/testing';
import { Queue } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** The processes a process started (Chromium, here), by pid; empty once it has none. */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

describe('a report-mail worker killed in the middle of a share', () => {
  const keyPrefix = `report-share-crash-${randomUUID().slice(0, 8)}`;
  const recipient = 'referral.desk@example.com';
  let database: { url: string; drop(): Promise<void> };
  let sql: Client;
  let queue: Queue;
  let inbox: SmtpInbox;
  const workers: ServiceProcess[] = [];
  const orphans: number[] = [];

  const startWorker = async (): Promise<ServiceProcess> => {
    const worker = await startServiceProcess('report', {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      KEY_PREFIX: keyPrefix,
      DATABASE_URL: database.url,
      SMTP_URL: inbox.url,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
    database = created;
    inbox = await startSmtpInbox();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    queue = new Queue(QueueName.ReportMail, {
      connection: { url: process.env.TEST_REDIS_URL },
      prefix: `${keyPrefix}:bull`,
    });
  });

  afterAll(async () => {
    for (const pid of orphans) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone with its parent
      }
    }
    await Promise.all(workers.map((worker) => worker.stop()));
    await queue?.close();
    await sql?.end();
    await database?.drop();
    await inbox?.close();
  });

  it('sends exactly one e-mail, from the next worker, with the PDF attached', async () => {
    const first = await startWorker();
    const reportId = randomUUID();
    await sql.query('insert into report.reports (id, session_id, user_id, status) values ($1, $2, $3, $4)', [
      reportId,
      randomUUID(),
      randomUUID(),
      'ready',
    ]);
    await sql.query('insert into report.report_versions (report_id, version, data) values ($1, 1, $2)', [
      reportId,
      JSON.stringify(englishReport({ paragraphs: 30 })),
    ]);
    const shareId = randomUUID();
    await sql.query(
      `insert into report.report_shares (id, report_id, version, kind, plan_id, recipient_name, recipient_email)
       values ($1, $2, 1, 'comprehensive', $3, 'Referral Desk', $4)`,
      [shareId, reportId, PlanId.Advanced, recipient],
    );
    // No `pdf` job: the share's own job renders the PDF, so it is mid-share while its Chromium runs.
    const jobId = jobIdOf(ReportMailJobName.Share, { shareId });
    await queue.add(ReportMailJobName.Share, { shareId }, { jobId });

    const chromium = await until(
      'the worker to start rendering the shared PDF',
      async () => {
        const children = childPids(first.process.pid ?? 0);
        return (await queue.getJobState(jobId)) === 'active' && children.length > 0 ? children : undefined;
      },
      30_000,
    );
    first.process.kill('SIGKILL');
    orphans.push(...chromium);
    expect(inbox.countMailsTo(recipient)).toBe(0);

    await startWorker();
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
    expect(attachment.disposition).toContain('Ravi_Kumar_ComprehensiveReport.pdf');
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
