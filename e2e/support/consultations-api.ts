import { PATIENT_CONSENT_TEXT, type GeneratedReportView } from '@medi/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { likeTheBrowser } from './browser-like-api';

export interface ApiPatient {
  id: string;
  name: string;
  gender?: string;
  dob?: string;
}

/**
 * A consultation of a patient, made through the API as the consultation page makes it, and with the report of the
 * page's notes and prescription when `report` names them (waited for until ready). Answers the session id.
 */
export async function consultationThroughApi(
  context: APIRequestContext,
  patient: ApiPatient,
  report?: { notes: string[]; medlab: string[] },
): Promise<string> {
  const api = likeTheBrowser(context);
  const saved = await api.post('/api/patient/insert-update-patient', {
    data: {
      PatientId: patient.id,
      PatientName: patient.name,
      Gender: patient.gender ?? 'Female',
      DoB: patient.dob ?? '1984-07-21',
      PatientConsent: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const created = await api.post('/api/Session/create-session', {
    data: {
      patientId: ((await saved.json()) as { patientId: string }).patientId,
      consentText: PATIENT_CONSENT_TEXT,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { sessionId } = (await created.json()) as { sessionId: string };
  if (!report) return sessionId;
  const requested = await api.post('/v2/api/request_report', { data: { sessionId, ...report } });
  expect(requested.ok(), await requested.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (
            await api.get(`/api/report/generated?sessionId=${sessionId}`)
          ).json()) as GeneratedReportView
        ).status,
      { timeout: 60_000 },
    )
    .toBe('ready');
  return sessionId;
}
