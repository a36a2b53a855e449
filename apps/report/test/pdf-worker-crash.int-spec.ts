import { jobIdOf, PdfJobName, PlanId, QueueName, type RenderPdfJob } from '@medi/contracts';
import {
  createTestDatabase,
  englishReport,
  queueEventsAfter,
  startServiceProcess,
  type ServiceProcess,
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

describe('a PDF worker killed in the middle of a render', () => {
  const keyPrefix = `report-crash-${randomUUID().slice(0, 8)}`;
  let database: { url: string; drop(): Promise<void> };
  let sql: Client;
  let queue: Queue;
  const workers: ServiceProcess[] = [];
  const orphans: number[] = [];

  const startWorker = async (): Promise<ServiceProcess> => {
    const worker = await startServiceProcess('report', {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      KEY_PREFIX: keyPrefix,
      DATABASE_URL: database.url,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
    database = created;
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    queue = new Queue(QueueName.Pdf, {
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
  });

  it('completes the job once, on the next worker, with exactly one PDF', async () => {
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
    const job: RenderPdfJob = { reportId, version: 1, kind: 'comprehensive', planId: PlanId.Free };
    const jobId = jobIdOf(PdfJobName.Render, job);
    await queue.add(PdfJobName.Render, job, { jobId });

    // Mid-render: the job is active and its Chromium has started, but no PDF is stored yet.
    const chromium = await until(
      'the worker to launch Chromium',
      async () => {
        const children = childPids(first.process.pid ?? 0);
        return (await queue.getJobState(jobId)) === 'active' && children.length > 0 ? children : undefined;
      },
      30_000,
    );
    first.process.kill('SIGKILL');
    orphans.push(...chromium);
    const stored = await sql.query<{ count: number }>(
      'select count(*)::int as count from report.report_pdfs',
    );
    expect(stored.rows[0].count).toBe(0);

    await startWorker();
    // BullMQ finds the dead worker's job stalled (its lock expires) and hands it to the new worker.
    await until(
      'the job to complete on the second worker',
      async () => ((await queue.getJobState(jobId)) === 'completed' ? true : undefined),
      120_000,
    );

    const pdfs = await sql.query<{ file_name: string; bytes: number }>(
      'select file_name, length(content) as bytes from report.report_pdfs',
    );
    expect(pdfs.rows.map((row) => row.file_name)).toEqual(['Ravi_Kumar_ComprehensiveReport.pdf']);
    expect(pdfs.rows[0].bytes).toBeGreaterThan(10_000);
    const completions = (await queueEventsAfter(queue, '0-0')).filter(
      (event) => event.jobId === jobId && event.event === 'completed',
    );
    expect(completions).toHaveLength(1);
  }, 180_000);
});
