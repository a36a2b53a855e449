import { jobIdOf, PdfJobName, PlanId, QueueName, type RenderPdfJob } from '@medi/contracts';
import { queueEventsAfter, until } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { crashingWorkers } from './support/crashing-workers';

describe('a PDF worker killed in the middle of a render', () => {
  const harness = crashingWorkers(QueueName.Pdf, `report-crash-${randomUUID().slice(0, 8)}`);

  it('leaves no Chromium of its pool, and completes the job once, on the next worker, with exactly one PDF', async () => {
    const { sql, queue } = harness;
    const first = await harness.startWorker();
    const reportId = await harness.insertReadyReport();
    const job: RenderPdfJob = { reportId, version: 1, kind: 'comprehensive', planId: PlanId.Free };
    const jobId = jobIdOf(PdfJobName.Render, job);
    await queue.add(PdfJobName.Render, job, { jobId });

    // Mid-render: the job is active and its Chromium has started, but no PDF is stored yet.
    await harness.killMidJob(first, jobId, 'the worker to launch Chromium');
    // Chromium dies with the worker that launched it: none of its pool is left running.
    await until(
      "the killed worker's Chromium to exit",
      () => Promise.resolve(harness.chromiumLeft().length === 0 ? true : undefined),
      15_000,
    );
    const stored = await sql.query<{ count: number }>(
      'select count(*)::int as count from report.report_pdfs',
    );
    expect(stored.rows[0].count).toBe(0);

    await harness.startWorker();
    // BullMQ finds the dead worker's job stalled (its lock expires) and hands it to the new worker.
    await until(
      'the job to complete on the second worker',
      async () => ((await queue.getJobState(jobId)) === 'completed' ? true : undefined),
      120_000,
    );

    const pdfs = await sql.query<{ file_name: string; bytes: number }>(
      'select file_name, length(content) as bytes from report.report_pdfs',
    );
    expect(pdfs.rows.map((row) => row.file_name)).toEqual(['Ravi Kumar_ComprehensiveReport.pdf']);
    expect(pdfs.rows[0].bytes).toBeGreaterThan(10_000);
    const completions = (await queueEventsAfter(queue, '0-0')).filter(
      (event) => event.jobId === jobId && event.event === 'completed',
    );
    expect(completions).toHaveLength(1);
  }, 180_000);
});
