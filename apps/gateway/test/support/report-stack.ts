import {
  startOpenAiCompatibleServer,
  type ChatRequestBody,
  type OpenAiCompatibleServer,
  type ScriptedAnswer,
} from '@medi/testing';
import { PATIENT_CONSENT_TEXT } from '@medi/contracts';
import { SAME_ORIGIN, type SignedInDoctor } from './access-flows';
import { startTestStack, type TestStack } from './test-stack';

/** What the local AI endpoint answers next: scripted per test, in order. */
export type ChatScript = (body: ChatRequestBody) => ScriptedAnswer | Promise<ScriptedAnswer>;

export type ReportStack = TestStack & {
  ai: OpenAiCompatibleServer;
  /** Answers of the AI endpoint, consumed one per chat request. */
  answers: ChatScript[];
};

export const REPORT_AI_MODEL = 'report-model-test';
export const REPORT_AI_TIMEOUT_MS = 1_500;
const AI_KEY = 'report-test-key';

/**
 * Report generation: the auth, billing, session and report services, the report service pointed at a local
 * OpenAI-compatible server whose answers each test scripts. `withSql`: the session and report databases are open
 * to the test (`sql.session`, `sql.report`).
 */
export async function startReportStack(
  label: string,
  options: { withSql?: boolean } = {},
): Promise<ReportStack> {
  const answers: ChatScript[] = [];
  const ai = await startOpenAiCompatibleServer({
    apiKey: AI_KEY,
    chat: (body) => {
      const next = answers.shift();
      if (!next) return { status: 500, message: 'no answer scripted' };
      return next(body);
    },
    usage: { prompt_tokens: 900, completion_tokens: 300 },
  });
  const stack = await startTestStack({
    label,
    services: {
      auth: {},
      billing: {},
      // No audio in these tests: the local endpoint stands in for the speech provider the service needs at start.
      session: { OPENAI_SPEECH_BASE_URL: ai.baseURL, OPENAI_SPEECH_API_KEY: AI_KEY },
      report: {
        REPORT_AI_BASE_URL: ai.baseURL,
        REPORT_AI_API_KEY: AI_KEY,
        REPORT_AI_MODEL,
        REPORT_AI_TIMEOUT_MS: String(REPORT_AI_TIMEOUT_MS),
        REPORT_AI_ATTEMPTS: '2',
        REPORT_AI_INPUT_COST_PER_MILLION: '0.15',
        REPORT_AI_OUTPUT_COST_PER_MILLION: '0.6',
      },
    },
    databases: options.withSql ? ['session', 'report'] : undefined,
    closeAlso: [ai],
  });
  return Object.assign(stack, { ai, answers });
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
