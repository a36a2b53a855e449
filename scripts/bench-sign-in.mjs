// Measures sign-in as a doctor lives it, in the system Chromium against a whole stack: password step, the code
// e-mail arriving (read from MailDev), the code typed in, and the dashboard greeting on screen.
// Usage: node scripts/bench-sign-in.mjs   (BENCH_RUNS, default 7; starts and stops its own stack)
import { chromium } from '@playwright/test';
import { codeFor, password, registerDoctor } from './bench-doctors.mjs';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const stack = await startEphemeralStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
});
const rows = [];
try {
  for (let index = 0; index < runs; index += 1) {
    const email = await registerDoctor(stack.url, index);
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login`);
    // Required fields' labels end with Mantine's ' *'.
    await page.getByLabel(/^Email(\s*\*)?$/).fill(email);
    await page.getByLabel(/^Password(\s*\*)?$/).fill(password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Enter code manually' }).waitFor();
    const codeStep = Date.now();
    const code = await codeFor(stack.mailUrl, email, started);
    const mailed = Date.now();
    await page.getByRole('button', { name: 'Enter code manually' }).click();
    await page
      .getByRole('group', { name: 'Verification code' })
      .getByRole('textbox')
      .first()
      .pressSequentially(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: /^Hi / }).waitFor();
    const done = Date.now();
    rows.push({
      password: codeStep - started,
      mail: mailed - started,
      code: done - mailed,
      total: done - started,
    });
    await page.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${runs} sign-ins, median ms (the doctor's typing excluded)`);
for (const phase of ['password', 'mail', 'code', 'total']) {
  console.log(
    `${phase.padEnd(9)} ${String(median(rows.map((row) => row[phase]))).padStart(6)}   all: ${rows.map((row) => row[phase]).join(', ')}`,
  );
}
console.log(
  'password: click Sign In -> code card; mail: click Sign In -> code in the inbox; code: typing the code -> dashboard greeting',
);
