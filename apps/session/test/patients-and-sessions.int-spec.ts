import { ConsultationPattern, PATIENT_CONSENT_TEXT, PATIENT_MESSAGES } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startSession } from './support/start-session';
import type { SessionEnv } from '../src/config/env';

const patient = {
  PatientId: 'ab12c',
  PatientName: "Asha D'Souza",
  Gender: 'Female',
  DoB: '1990-04-02',
} as const;

describe('patients, consultation sessions and consent over the Redis Streams transport', () => {
  const running = serviceForFile<SessionEnv, Database<typeof schema>>(startSession);

  it("inserts a patient with the Patient Id upper-cased, then updates the same doctor's patient", async () => {
    const userId = randomUUID();
    const first = await running.client.send(ConsultationPattern.UpsertPatient, { userId, patient });
    const second = await running.client.send(ConsultationPattern.UpsertPatient, {
      userId,
      patient: { ...patient, PatientName: 'Asha Rao' },
    });

    expect(second).toEqual({ success: true, patientId: first.patientId });
    const rows = await running.db.select().from(schema.patients).where(eq(schema.patients.userId, userId));
    expect(rows).toMatchObject([{ patientCode: 'AB12C', name: 'Asha Rao', gender: 'Female' }]);
  });

  it("keeps two doctors' patients apart even with the same Patient Id", async () => {
    const a = await running.client.send(ConsultationPattern.UpsertPatient, { userId: randomUUID(), patient });
    const b = await running.client.send(ConsultationPattern.UpsertPatient, { userId: randomUUID(), patient });
    expect(a.patientId).not.toBe(b.patientId);
  });

  it('refuses a patient against the form rules with their exact messages', async () => {
    const failure = await running.client
      .send(ConsultationPattern.UpsertPatient, {
        userId: randomUUID(),
        patient: { PatientId: 'a!', PatientName: '1x', Gender: 'Other' as 'Male', DoB: '2999-01-01' },
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      details: {
        PatientId: [PATIENT_MESSAGES.patientId],
        PatientName: [PATIENT_MESSAGES.name],
        Gender: [PATIENT_MESSAGES.gender],
        DoB: ['Date of birth cannot be a future date.'],
      },
    });
  });

  it('creates a session bound to the patient and records the consent words, who and when', async () => {
    const userId = randomUUID();
    const { patientId } = await running.client.send(ConsultationPattern.UpsertPatient, { userId, patient });

    const { sessionId } = await running.client.send(ConsultationPattern.CreateSession, {
      userId,
      patientId,
      consentText: PATIENT_CONSENT_TEXT,
      language: 'en-US',
    });

    const [row] = await running.db
      .select()
      .from(schema.consultationSessions)
      .where(eq(schema.consultationSessions.id, sessionId));
    expect(row).toMatchObject({ userId, patientId, status: 'created' });
    const consent = await running.db
      .select()
      .from(schema.consentEvents)
      .where(eq(schema.consentEvents.sessionId, sessionId));
    expect(consent).toMatchObject([{ userId, patientId, consentText: PATIENT_CONSENT_TEXT }]);
    expect(consent[0].confirmedAt).toBeInstanceOf(Date);
    await expect(
      running.client.send(ConsultationPattern.OpenLiveSession, { userId, sessionId }),
    ).resolves.toEqual({
      status: 'created',
      transcript: [],
    });
  });

  it("refuses a session without the consent words, for another doctor's patient, or opened by another doctor", async () => {
    const userId = randomUUID();
    const { patientId } = await running.client.send(ConsultationPattern.UpsertPatient, { userId, patient });
    const create = (overrides: object) =>
      running.client.send(ConsultationPattern.CreateSession, {
        userId,
        patientId,
        consentText: PATIENT_CONSENT_TEXT,
        language: 'en-US',
        ...overrides,
      });

    await expect(create({ consentText: '' })).rejects.toMatchObject({ code: 'COMMON.BAD_REQUEST' });
    await expect(create({ userId: randomUUID() })).rejects.toMatchObject({ code: 'COMMON.NOT_FOUND' });
    const { sessionId } = await create({});
    await expect(
      running.client.send(ConsultationPattern.OpenLiveSession, { userId: randomUUID(), sessionId }),
    ).rejects.toMatchObject({ code: 'COMMON.NOT_FOUND' });
  });
});
