import { reportEditOf, type QueueName } from '@medi/contracts';
import {
  createTestDatabase,
  englishReport,
  processesNaming,
  startServiceProcess,
  type ServiceProcess,
  TEAL_PNG,
  until,
} from '@medi/testing';
import { Queue } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface CrashingWorkers {
  /** A connection to the test's own database. */
  readonly sql: Client;
  /** The queue under test, under the test's own key prefix. */
  readonly queue: Queue;
  /** A report service process on the test's database and Redis prefix. */
  startWorker(): Promise<ServiceProcess>;
  /** Waits until `worker` runs `jobId` with its Chromium started, then SIGKILLs it mid-job. */
  killMidJob(worker: ServiceProcess, jobId: string, what: string): Promise<void>;
  /** A ready report of 30 paragraphs (two pages and more), version 1, with a stored signature and logo: its id. */
  insertReadyReport(): Promise<string>;
  /** The Chromium processes of the workers' PDF pools still running (the pools' run directory is the test's). */
  chromiumLeft(): number[];
}

/**
 * The set-up of a test that kills a report worker in the middle of a job and lets the next one finish it: a
 * database and queue of its own, worker processes, and one run directory for their Chromium pools, so the test can
 * see which Chromium a killed worker left. Registers its own beforeAll and afterAll.
 */
export function crashingWorkers(
  queueName: QueueName,
  keyPrefix: string,
  workerEnv: () => Record<string, string> = () => ({}),
): CrashingWorkers {
  let database: { url: string; drop(): Promise<void> };
  let sql: Client;
  let queue: Queue;
  const workers: ServiceProcess[] = [];
  let chromiumRunDir: string;
  const chromiumLeft = (): number[] => processesNaming(chromiumRunDir);

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
    database = created;
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    chromiumRunDir = mkdtempSync(join(tmpdir(), 'medi-crash-chromium-'));
    queue = new Queue(queueName, {
      connection: { url: process.env.TEST_REDIS_URL },
      prefix: `${keyPrefix}:bull`,
    });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    // Only after a failed test: the tests assert that none is left.
    for (const pid of chromiumLeft()) process.kill(pid, 'SIGKILL');
    rmSync(chromiumRunDir, { recursive: true, force: true });
    await queue?.close();
    await sql?.end();
    await database?.drop();
  });

  return {
    get sql() {
      return sql;
    },
    get queue() {
      return queue;
    },
    async startWorker() {
      const worker = await startServiceProcess('report', {
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        KEY_PREFIX: keyPrefix,
        DATABASE_URL: database.url,
        PDF_CHROMIUM_RUN_DIR: chromiumRunDir,
        ...workerEnv(),
      });
      workers.push(worker);
      return worker;
    },
    async killMidJob(worker, jobId, what) {
      await until(
        what,
        async () => {
          const children = childPids(worker.process.pid ?? 0);
          return (await queue.getJobState(jobId)) === 'active' && children.length > 0 ? children : undefined;
        },
        30_000,
      );
      worker.process.kill('SIGKILL');
    },
    async insertReadyReport() {
      const reportId = randomUUID();
      const userId = randomUUID();
      const picture = Buffer.from(TEAL_PNG, 'base64');
      const digest = createHash('sha256').update(picture).digest('hex');
      await sql.query(
        'insert into report.reports (id, session_id, user_id, status) values ($1, $2, $3, $4)',
        [reportId, randomUUID(), userId, 'ready'],
      );
      await sql.query('insert into report.report_images (user_id, digest, content) values ($1, $2, $3)', [
        userId,
        digest,
        picture,
      ]);
      await sql.query(
        `insert into report.report_versions (report_id, version, data, signature_digest, logo_digest)
         values ($1, 1, $2, $3, $3)`,
        [reportId, JSON.stringify(reportEditOf(englishReport({ paragraphs: 30 }))), digest],
      );
      return reportId;
    },
    chromiumLeft,
  };
}

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
