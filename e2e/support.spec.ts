import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PdfJobName, QueueName } from '@medi/contracts';
import { Job, Queue } from 'bullmq';
import { totpCodeAt } from '../libs/crypto/src/totp';
import { blockingAxeFindings } from './support/accessibility';
import { shootAtWidths } from './support/screenshots';
import { createSupportStaffThroughScript, type SupportStaffAccount } from './support/support-staff';

const SHOTS_DIR = '/tmp/shots/support';

/** A PDF job for a report that does not exist: the report worker fails it at once, as it would a lost report. */
async function failPdfJob(queue: Queue): Promise<Job> {
  const job = await queue.add(
    PdfJobName.Render,
    { reportId: randomUUID(), version: 1, kind: 'summary', planId: 1 },
    { attempts: 1 },
  );
  await expect.poll(() => queue.getJobState(job.id!), { timeout: 15_000 }).toBe('failed');
  return (await Job.fromId(queue, job.id!))!;
}

/** When the job last ended: a retried job runs (and here fails) again, later. */
async function finishedOn(queue: Queue, jobId: string): Promise<number> {
  return (await Job.fromId(queue, jobId))?.finishedOn ?? 0;
}

async function signIn(page: Page, staff: SupportStaffAccount): Promise<void> {
  await page.goto('/support');
  await expect(page).toHaveURL(/\/support\/login$/);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Authenticator code').fill(totpCodeAt(staff.totpSecret, new Date()));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('support staff', () => {
  let staff: SupportStaffAccount;
  let pdfQueue: Queue;

  test.beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    staff = await createSupportStaffThroughScript();
    pdfQueue = new Queue(QueueName.Pdf, {
      connection: { url: process.env.E2E_REDIS_URL },
      prefix: 'medi:bull',
    });
  });

  test.afterAll(async () => {
    await pdfQueue?.close();
  });

  test('sign in with password and TOTP, see the queues, retry a failed job, find it in the audit log', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const failedJob = await failPdfJob(pdfQueue);
    const jobId = failedJob.id!;

    await page.goto('/support/login');
    await expect(page.getByRole('heading', { name: 'Support sign-in' })).toBeVisible();
    expect(await blockingAxeFindings(page)).toEqual([]);
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/support-login-${width}.png`);

    // A wrong code keeps the form with the message, and no session.
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    const rightCode = totpCodeAt(staff.totpSecret, new Date());
    await page.getByLabel('Authenticator code').fill(rightCode === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is incorrect.');

    await signIn(page, staff);
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    const pdfRow = page.getByRole('row', { name: new RegExp(`^${QueueName.Pdf}\\b`) });
    await expect(pdfRow).toBeVisible();
    await expect(page.getByRole('row', { name: /^auth Up/ })).toBeVisible();
    expect(Number(await pdfRow.getByRole('cell').nth(3).textContent())).toBeGreaterThanOrEqual(1);
    expect(await blockingAxeFindings(page)).toEqual([]);
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/support-status-${width}.png`);

    await page.getByRole('link', { name: 'Open the queue dashboard' }).click();
    await expect(page).toHaveURL(/\/support\/queues\/?$/);
    await page.goto(`/support/queues/queue/${QueueName.Pdf}?status=failed`);
    const job = page.getByRole('link', { name: new RegExp(`^#${jobId}\\s*${PdfJobName.Render}$`) });
    // Bull Board's app loads its scripts, then the queue: slow on a busy machine.
    await expect(job).toBeVisible({ timeout: 30_000 });
    // The first action after the job's title (an icon button Bull Board leaves unnamed) is Retry.
    await job.locator('xpath=following::li[.//button][1]//button').click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect
      .poll(() => finishedOn(pdfQueue, jobId), { timeout: 15_000 })
      .toBeGreaterThan(failedJob.finishedOn!);

    await page.goto('/support/audit');
    const entry = page.getByRole('row', {
      name: new RegExp(`Ravi Iyer.*retry.*${QueueName.Pdf}.*${jobId}.*done`),
    });
    await expect(entry).toBeVisible();
    expect(await blockingAxeFindings(page)).toEqual([]);
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/support-audit-${width}.png`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await page.goto('/support/queues');
    await expect(page).toHaveURL(/\/support\/login$/);
  });
});
