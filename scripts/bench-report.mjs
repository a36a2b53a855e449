// Generate Results through a whole stack: what the gateway, the report job and the other services add to the model's
// time (the non-LLM overhead: total − model time, target ≤ 10 % of the model's time) and how long after the model
// answered the report is there for the page (time to first content, target ≤ 3 s). The report service's AI endpoint
// is a local OpenAI-compatible server (libs/testing) that answers after a fixed delay; the baseline, in the same run,
// is the same call made straight to that server with the openai SDK.
// Usage: node scripts/bench-report.mjs
// Options: BENCH_REPORT_MODEL_MS (default 2000: the model's delay), BENCH_REPORTS (default 10), BENCH_POLL_MS
//          (default 50: how often the report is asked for; the page asks every 400 ms).
import { createRequire } from 'node:module';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';
import { signedInDoctorCookie } from './bench-doctors.mjs';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const { startOpenAiCompatibleServer } = require('../libs/testing/src/openai-compatible-server.ts');
const { PATIENT_CONSENT_TEXT, PLANS, PlanId } = require('@medi/contracts');
const OpenAI = require('openai').default;

const modelMs = Number(process.env.BENCH_REPORT_MODEL_MS ?? 2000);
const reportCount = Number(process.env.BENCH_REPORTS ?? 10);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 50);
const AI_KEY = 'bench-report-key';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const ANSWER = JSON.stringify({
  Summary_Report: {
    Chief_Complaint: 'Fever for 3 days with dry cough.',
    Medical_History: 'Denies chest pain.',
    Observations: 'Temperature 101 F, chest clear.',
    Treatment_Plan: 'Paracetamol, CBC, fluids and rest.',
  },
  Treatment_Plan: {
    Laboratory_Tests: ['CBC'],
    Medications: [
      { Name: 'Paracetamol', Dosage: '650 mg', Frequency: 'three times a day', Duration: '5 days' },
    ],
  },
});

/** When each chat answer left the model: the moment the report's first content exists. */
const answeredAt = [];
const ai = await startOpenAiCompatibleServer({
  apiKey: AI_KEY,
  chat: async () => {
    await sleep(modelMs);
    answeredAt.push(Date.now());
    return ANSWER;
  },
});
process.env.REPORT_AI_BASE_URL = ai.baseURL;
process.env.REPORT_AI_API_KEY = AI_KEY;
const stack = await startEphemeralStack();
const origin = stack.url;

async function call(path, { body, cookie, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function newSession(cookie, index) {
  const patient = await call('/api/patient/insert-update-patient', {
    cookie,
    body: {
      PatientId: `bench${index}`,
      PatientName: 'Ravi Kumar',
      Gender: 'Male',
      DoB: '1980-06-15',
      PatientConsent: true,
    },
  });
  const { patientId } = await patient.json();
  const created = await call('/api/Session/create-session', {
    cookie,
    body: { patientId, consentText: PATIENT_CONSENT_TEXT, language: 'en-US' },
  });
  return (await created.json()).sessionId;
}

async function baselineModelMs() {
  const client = new OpenAI({ apiKey: AI_KEY, baseURL: ai.baseURL, maxRetries: 0 });
  const started = performance.now();
  await client.chat.completions.create({
    model: 'bench',
    response_format: { type: 'json_object' },
    messages: [{ role: 'user', content: 'Fever for 3 days.' }],
  });
  return performance.now() - started;
}

try {
  const perDoctor = PLANS.find((plan) => plan.planId === PlanId.Free).reportsPerMonth;
  const doctors = [];
  for (let i = 0; i < Math.ceil(reportCount / perDoctor); i++)
    doctors.push(await signedInDoctorCookie(origin, stack.mailUrl, 9_000 + i));
  const baseline = [];
  const overheads = [];
  const firstContent = [];
  for (let i = 0; i < reportCount; i++) {
    const cookie = doctors[Math.floor(i / perDoctor)];
    const sessionId = await newSession(cookie, i);
    baseline.push(await baselineModelMs());
    const answersBefore = answeredAt.length;
    const started = performance.now();
    const startedAt = Date.now();
    await call('/v2/api/request_report', {
      cookie,
      body: {
        sessionId,
        notes: ['Fever for 3 days, dry cough.', 'No chest pain.'],
        medlab: ['Paracetamol 650 mg TDS x 5 days'],
      },
    });
    for (;;) {
      const view = await (await call(`/api/report/generated?sessionId=${sessionId}`, { cookie })).json();
      if (view.status === 'ready') break;
      if (view.status === 'failed') throw new Error(`report ${i} failed`);
      await sleep(pollMs);
    }
    const total = performance.now() - started;
    const readyAt = startedAt + total;
    overheads.push(total - baseline[i]);
    firstContent.push(readyAt - answeredAt[answersBefore]);
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const model = sorted(baseline);
  const overhead = sorted(overheads);
  const content = sorted(firstContent);
  const modelP50 = at(model, 0.5);
  console.log(
    `Generate Results, ${reportCount} reports, model delay ${modelMs} ms, polled every ${pollMs} ms`,
  );
  console.log(
    `  baseline (bare openai call to the same server): p50 ${modelP50.toFixed(0)} ms, p95 ${at(model, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `  non-LLM overhead: p50 ${at(overhead, 0.5).toFixed(0)} ms (${((100 * at(overhead, 0.5)) / modelP50).toFixed(1)} % of the model), ` +
      `p95 ${at(overhead, 0.95).toFixed(0)} ms (${((100 * at(overhead, 0.95)) / modelP50).toFixed(1)} %); target ≤ 10 %`,
  );
  console.log(
    `  first content after the model answered: p50 ${at(content, 0.5).toFixed(0)} ms, p95 ${at(content, 0.95).toFixed(0)} ms; target ≤ 3000 ms`,
  );
} finally {
  await stack.stop();
  await ai.close();
}
