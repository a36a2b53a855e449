// Measures sign-in as a doctor lives it, in the system Chromium against a whole stack: password step, the code
// e-mail arriving (read from MailDev), the code typed in, and the dashboard greeting on screen.
// Usage: node scripts/bench-sign-in.mjs   (BENCH_RUNS, default 7; starts and stops its own stack)
import { chromium } from '@playwright/test';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const password = 'Bench!Passw0rd';

async function registerDoctor(url, index) {
  const email = `bench.doctor${Date.now()}${index}@hospital.in`;
  const response = await fetch(`${url}/api/manage/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      Title: 1,
      Name: 'Bench Doctor',
      Gender: 2,
      DateOfBirth: '1985-04-12',
      Email: email,
      Password: password,
      ConfirmPassword: password,
      MedicalCredentials: 2,
      Specialization: 'Cardiology',
      TermsAndPrivacy: true,
      LicenseAgreement: true,
      CountryId: 1,
      LicenseNumber: `KMC-${String(Date.now()).slice(-6)}${index}`,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

async function codeFor(mailUrl, email, since) {
  for (;;) {
    const emails = await (await fetch(`${mailUrl}/email`)).json();
    const match = emails.find(
      (message) => message.to.some((to) => to.address === email) && Date.parse(message.time) >= since - 1_000,
    );
    const code = match && /^\s*(\d{4})\s*$/m.exec(match.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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
