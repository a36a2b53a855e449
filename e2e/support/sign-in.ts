import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { likeTheBrowser } from './browser-like-api';
import { newDoctor, registerThroughApi, type TestDoctor } from './doctors';
import { signInCodeOf, waitForEmail, type ReceivedEmail } from './mailbox';

/**
 * Signs a doctor in the way the browser does (password, then the 4-digit code read from MailDev). Pass a page's
 * `page.request` so that page's browser context receives the session and display cookies.
 */
export async function signUpAndSignIn(
  api: APIRequestContext,
  doctor: TestDoctor = newDoctor(),
): Promise<TestDoctor> {
  await registerThroughApi(api, doctor);
  await signIn(api, doctor);
  return doctor;
}

export async function signIn(context: APIRequestContext, doctor: TestDoctor): Promise<void> {
  const api = likeTheBrowser(context);
  const startedAt = new Date();
  const logIn = async () => {
    const login = await api.post('/api/manage/login', {
      data: { Email: doctor.email, Password: doctor.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
  };
  const codeMail = { to: doctor.email, subject: /verification code/i, since: startedAt };
  const verifyWith = (email: ReceivedEmail) =>
    api.post('/api/manage/login/verify', {
      data: { Email: doctor.email, VerificationCode: signInCodeOf(email), RememberMe: false },
    });

  await logIn();
  const first = await waitForEmail(codeMail);
  let verify = await verifyWith(first);
  if (!verify.ok()) {
    // A request the browser sent twice (the connection under the first cut after the server had it) leaves what the
    // doctor would then see: a login sent twice e-mails a second code, the only one that works, which may not have
    // been there when looked for; a verify sent twice finds its code used by the first, whose session cookie never
    // came back, and the doctor signs in again.
    const second = await waitForEmail({ ...codeMail, other: first, timeoutMs: 5_000 }).catch(() => undefined);
    if (!second) await logIn();
    verify = await verifyWith(second ?? (await waitForEmail({ ...codeMail, other: first })));
  }
  expect(verify.ok(), await verify.text()).toBe(true);
}

export interface SignedInDoctor {
  doctor: TestDoctor;
  /** Gives a browser context this doctor's session (and display) cookies. */
  enter(context: BrowserContext): Promise<void>;
}

/**
 * One doctor, signed up and signed in once for a whole spec file (in beforeAll): the gateway rate-limits sign-up
 * and sign-in per address, and every test here comes from 127.0.0.1.
 */
export async function signedInDoctorForFile(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
): Promise<SignedInDoctor> {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const doctor = await signUpAndSignIn(api);
    const { cookies } = await api.storageState();
    return { doctor, enter: (context) => context.addCookies(cookies) };
  } finally {
    await api.dispose();
  }
}
