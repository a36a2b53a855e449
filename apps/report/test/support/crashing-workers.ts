import type { QueueName } from '@medi/contracts';
import {
  createTestDatabase,
  englishReport,
  startServiceProcess,
  type ServiceProcess,
  until,
} from '@medi/testing';
import { Queue } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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
  /** A ready report of 30 paragraphs (two pages and more), version 1: its id. */
  insertReadyReport(): Promise<string>;
}

/**
 * The set-up of a test that kills a report worker in the middle of a job and lets the next one finish it: a
 * database and queue of its own, worker processes, and the Chromium processes a killed worker leaves behind,
 * reaped at the end. Registers its own beforeAll and afterAll.
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
  const orphans: number[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
    database = created;
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    queue = new Queue(queueName, {
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
        ...workerEnv(),
      });
      workers.push(worker);
      return worker;
    },
    async killMidJob(worker, jobId, what) {
      const chromium = await until(
        what,
        async () => {
          const children = childPids(worker.process.pid ?? 0);
          return (await queue.getJobState(jobId)) === 'active' && children.length > 0 ? children : undefined;
        },
        30_000,
      );
      worker.process.kill('SIGKILL');
      orphans.push(...chromium);
    },
    async insertReadyReport() {
      const reportId = randomUUID();
      await sql.query(
        'insert into report.reports (id, session_id, user_id, status) values ($1, $2, $3, $4)',
        [reportId, randomUUID(), randomUUID(), 'ready'],
      );
      await sql.query('insert into report.report_versions (report_id, version, data) values ($1, 1, $2)', [
        reportId,
        JSON.stringify(englishReport({ paragraphs: 30 })),
      ]);
      return reportId;
    },
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
