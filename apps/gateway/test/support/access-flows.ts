import { randomBytes } from 'node:crypto';
import type { SmtpInbox, ReceivedMail } from '@medi/testing';
import type { Response } from 'superagent';
import request from 'supertest';
import { RATE_LIMIT_POLICY_NAMES } from '../../src/rate-limit/rate-limit.policies';
import { TEST_PUBLIC_ORIGIN } from './gateway-harness';

export type HttpServer = Parameters<typeof request>[0];
export type TestAgent = ReturnType<typeof request.agent>;

/** Budgets far above what a test file spends, for files that are not about rate limits. */
export const GENEROUS_RATE_LIMITS = JSON.stringify(
  Object.fromEntries(
    RATE_LIMIT_POLICY_NAMES.map((name) => [name, { perIp: 10_000, perEmail: 10_000, perUser: 10_000 }]),
  ),
);

export interface TestDoctor {
  email: string;
  password: string;
  name: string;
  licenseNumber: string;
}

/** A sign-up form that passes every rule of spec 01 section 5; each call gets its own address and licence. */
export function newDoctor(overrides: Partial<TestDoctor> = {}): TestDoctor {
  const unique = randomBytes(4).toString('hex');
  return {
    email: `asha.menon.${unique}@kochihealth.in`,
    password: 'Correct#Horse9',
    name: 'Asha Menon',
    licenseNumber: `KMC-${parseInt(unique, 16) % 10_000_000}`.padEnd(8, '0'),
    ...overrides,
  };
}

export function signupBody(
  doctor: TestDoctor,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    Title: 1,
    Name: doctor.name,
    Gender: 2,
    DateOfBirth: '1985-04-12',
    Email: doctor.email,
    Password: doctor.password,
    ConfirmPassword: doctor.password,
    MedicalCredentials: 2,
    Specialization: 'Cardiology',
    TermsAndPrivacy: true,
    LicenseAgreement: true,
    CountryId: 1,
    LicenseNumber: doctor.licenseNumber,
    ...overrides,
  };
}

/** Headers of a request the web app makes from its own origin. */
export const SAME_ORIGIN = { Origin: TEST_PUBLIC_ORIGIN };

/** supertest's parser for a file download (a PDF): the body as the bytes sent. */
export function fileBody(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

export async function signUp(
  server: HttpServer,
  doctor: TestDoctor,
  headers: Record<string, string> = {},
): Promise<void> {
  await request(server)
    .post('/api/manage/signup')
    .set(SAME_ORIGIN)
    .set(headers)
    .send(signupBody(doctor))
    .expect(200);
}

/** The 4-digit code of a sign-in e-mail: the only line that is exactly four digits. */
export function codeOf(mail: ReceivedMail): string {
  const match = /^(\d{4})\r?$/m.exec(mail.text);
  if (!match) throw new Error(`no code in the mail:\n${mail.text}`);
  return match[1];
}

/** Password step; answers the code the doctor was e-mailed. */
export async function startSignIn(agent: TestAgent, inbox: SmtpInbox, doctor: TestDoctor): Promise<string> {
  const mailsBefore = inbox.countMailsTo(doctor.email);
  await agent
    .post('/api/manage/login')
    .set(SAME_ORIGIN)
    .send({ Email: doctor.email, Password: doctor.password })
    .expect(200);
  return codeOf(await inbox.waitForMailTo(doctor.email, mailsBefore));
}

/** Both steps, leaving the session cookie in the agent's jar. */
export async function signIn(
  agent: TestAgent,
  inbox: SmtpInbox,
  doctor: TestDoctor,
  rememberMe = false,
): Promise<request.Response> {
  const code = await startSignIn(agent, inbox, doctor);
  return agent
    .post('/api/manage/login/verify')
    .set(SAME_ORIGIN)
    .send({ Email: doctor.email, VerificationCode: code, RememberMe: rememberMe })
    .expect(200);
}

export function agentOf(server: HttpServer): TestAgent {
  return request.agent(server);
}

export interface SignedInDoctor {
  agent: TestAgent;
  userId: string;
}

/** A new doctor, signed up and signed in through the gateway with the code read from the stack's inbox. */
export async function signedInDoctor(stack: {
  gateway: { app: { getHttpServer(): HttpServer } };
  inbox: SmtpInbox;
}): Promise<SignedInDoctor> {
  const server = stack.gateway.app.getHttpServer();
  const account = newDoctor();
  await signUp(server, account);
  const agent = agentOf(server);
  await signIn(agent, stack.inbox, account);
  const userId = ((await agent.get('/api/manage/session').expect(200)).body as { userId: string }).userId;
  return { agent, userId };
}
