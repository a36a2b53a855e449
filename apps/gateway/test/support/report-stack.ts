import {
  createTestDatabase,
  startOpenAiCompatibleServer,
  startServiceProcess,
  startSmtpInbox,
  type ChatRequestBody,
  type OpenAiCompatibleServer,
  type ScriptedAnswer,
  type ServiceProcess,
} from '@medi/testing';
import { PATIENT_CONSENT_TEXT } from '@medi/contracts';
import { Client } from 'pg';
import { GENEROUS_RATE_LIMITS, SAME_ORIGIN, type SignedInDoctor } from './access-flows';
import { TEST_PUBLIC_ORIGIN } from './access-stack';
import { startGateway, testRedisUrl, uniqueKeyPrefix, type StartedGateway } from './gateway-harness';
import type { SmtpInbox } from '@medi/testing';

/** What the local AI endpoint answers next: scripted per test, in order. */
export type ChatScript = (body: ChatRequestBody) => ScriptedAnswer | Promise<ScriptedAnswer>;

export interface ReportStack {
  gateway: StartedGateway;
  /** The report service's process (its Chromium are its children). */
  report: ServiceProcess;
  inbox: SmtpInbox;
  ai: OpenAiCompatibleServer;
  /** Answers of the AI endpoint, consumed one per chat request. */
  answers: ChatScript[];
  keyPrefix: string;
  /** The session and report services' own databases, when asked for (`withSql`): tests read what is stored. */
  sessionSql?: Client;
  reportSql?: Client;
  close(): Promise<void>;
}

export const REPORT_AI_MODEL = 'report-model-test';
export const REPORT_AI_TIMEOUT_MS = 1_500;

/**
 * The gateway in-process with the REAL auth, billing, session and report services in child processes, the report
 * service pointed at a local OpenAI-compatible server whose answers each test scripts.
 */
export async function startReportStack(
  label: string,
  options: { withSql?: boolean } = {},
): Promise<ReportStack> {
  const keyPrefix = uniqueKeyPrefix(label);
  const databases = options.withSql
    ? await Promise.all([createTestDatabase(), createTestDatabase()])
    : [undefined, undefined];
  if (options.withSql && !databases.every(Boolean))
    throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
  const [sessionDatabase, reportDatabase] = databases;
  const inbox = await startSmtpInbox();
  const answers: ChatScript[] = [];
  const ai = await startOpenAiCompatibleServer({
    apiKey: 'report-test-key',
    chat: (body) => {
      const next = answers.shift();
      if (!next) return { status: 500, message: 'no answer scripted' };
      return next(body);
    },
    usage: { prompt_tokens: 900, completion_tokens: 300 },
  });
  const serviceEnv = { REDIS_URL: testRedisUrl(), KEY_PREFIX: keyPrefix };
  // One after the other: four services compiling at once on a busy 2-core machine miss their start-up deadline.
  const services: ServiceProcess[] = [];
  services.push(
    await startServiceProcess('auth', {
      ...serviceEnv,
      SMTP_URL: inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    }),
  );
  services.push(await startServiceProcess('billing', serviceEnv));
  // No audio in these tests: the local endpoint stands in for the speech provider the service needs at start.
  services.push(
    await startServiceProcess('session', {
      ...serviceEnv,
      OPENAI_SPEECH_BASE_URL: ai.baseURL,
      OPENAI_SPEECH_API_KEY: 'report-test-key',
      ...(sessionDatabase ? { DATABASE_URL: sessionDatabase.url } : {}),
    }),
  );
  const report = await startServiceProcess('report', {
    ...serviceEnv,
    REPORT_AI_BASE_URL: ai.baseURL,
    REPORT_AI_API_KEY: 'report-test-key',
    REPORT_AI_MODEL,
    REPORT_AI_TIMEOUT_MS: String(REPORT_AI_TIMEOUT_MS),
    REPORT_AI_ATTEMPTS: '2',
    REPORT_AI_INPUT_COST_PER_MILLION: '0.15',
    REPORT_AI_OUTPUT_COST_PER_MILLION: '0.6',
    ...(reportDatabase ? { DATABASE_URL: reportDatabase.url } : {}),
  });
  services.push(report);
  const gateway = await startGateway({
    KEY_PREFIX: keyPrefix,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
  });
  const [sessionSql, reportSql] = [sessionDatabase, reportDatabase].map((database) =>
    database ? new Client({ connectionString: database.url }) : undefined,
  );
  await Promise.all([sessionSql?.connect(), reportSql?.connect()]);
  return {
    gateway,
    report,
    inbox,
    ai,
    answers,
    keyPrefix,
    sessionSql,
    reportSql,
    async close() {
      await gateway.app.close();
      await Promise.all([sessionSql?.end(), reportSql?.end()]);
      await Promise.all(services.map((service) => service.stop()));
      await Promise.all([sessionDatabase?.drop(), reportDatabase?.drop()]);
      await ai.close();
      await inbox.close();
    },
  };
}

/** A consultation session of the doctor, with a patient whose consent was confirmed. */
export async function newConsultation(
  doctor: SignedInDoctor,
  patientOf: { PatientId: string; PatientName: string } = { PatientId: 'PT1001', PatientName: 'Ravi Kumar' },
  language = 'en-US',
): Promise<string> {
  const patient = await doctor.agent
    .post('/api/patient/insert-update-patient')
    .set(SAME_ORIGIN)
    .send({
      ...patientOf,
      Gender: 'Male',
      DoB: '1980-06-15',
      PatientConsent: true,
    })
    .expect(200);
  const created = await doctor.agent
    .post('/api/Session/create-session')
    .set(SAME_ORIGIN)
    .send({
      patientId: (patient.body as { patientId: string }).patientId,
      consentText: PATIENT_CONSENT_TEXT,
      language,
    })
    .expect(200);
  return (created.body as { sessionId: string }).sessionId;
}
