import { randomBytes, randomInt } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { signInCodeOf, waitForEmail } from './mailbox';

export interface TestDoctor {
  name: string;
  firstName: string;
  email: string;
  password: string;
  /** The title's label as the display cookie carries it. */
  title: string;
  specialization: string;
}

/** A fresh doctor per call: e-mail and licence number are unique, so tests never share an account. */
export function newTestDoctor(): TestDoctor {
  const suffix = randomBytes(4).toString('hex');
  return {
    name: 'Asha Menon',
    firstName: 'Asha',
    email: `dr.asha.${suffix}@sunrise-clinic.in`,
    password: 'Str0ng!Passw0rd',
    title: 'Dr. (Doctor)',
    specialization: 'Cardiology',
  };
}

/** The sign-up payload of spec 01 section 3 for an Indian doctor (country 1, KMC-style registration number). */
function signupPayload(doctor: TestDoctor) {
  return {
    Title: 1,
    Name: doctor.name,
    Gender: 2,
    DateOfBirth: '1985-04-12',
    Email: doctor.email,
    Password: doctor.password,
    ConfirmPassword: doctor.password,
    MedicalCredentials: 2,
    Specialization: doctor.specialization,
    TermsAndPrivacy: true,
    LicenseAgreement: true,
    CountryId: 1,
    LicenseNumber: `KMC-2015-${randomInt(100_000, 999_999)}`,
  };
}

/**
 * Signs a doctor in the way the browser does (password, then the 4-digit code read from MailDev). Pass a page's
 * `page.request` so that page's browser context receives the session and display cookies.
 */
export async function signUpAndSignIn(
  api: APIRequestContext,
  doctor: TestDoctor = newTestDoctor(),
): Promise<TestDoctor> {
  const signup = await api.post('/api/manage/signup', { data: signupPayload(doctor) });
  expect(signup.ok(), await signup.text()).toBe(true);
  await signIn(api, doctor);
  return doctor;
}

export async function signIn(api: APIRequestContext, doctor: TestDoctor): Promise<void> {
  const startedAt = Date.now();
  const login = await api.post('/api/manage/login', {
    data: { Email: doctor.email, Password: doctor.password },
  });
  expect(login.ok(), await login.text()).toBe(true);

  const code = signInCodeOf(
    await waitForEmail({ to: doctor.email, since: new Date(startedAt), subject: /verification code/i }),
  );

  const verify = await api.post('/api/manage/login/verify', {
    data: { Email: doctor.email, VerificationCode: code, RememberMe: false },
  });
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
