import { PATIENT_CONSENT_TEXT, type ServerMessage } from '@medi/contracts';
import type { ServiceProcess } from '@medi/testing';
import type { Client } from 'pg';
import request from 'supertest';
import { agentOf, newDoctor, signIn, signUp } from './access-flows';
import { type StartedGateway, TEST_PUBLIC_ORIGIN } from './gateway-harness';
import { LiveClient } from './live-client';
import { startTestStack, type TestStack } from './test-stack';

export interface Doctor {
  userId: string;
  headers: Record<string, string>;
}

/** Five processes, started one after the other on a machine other tests share. */
export const LIVE_STACK_START_TIMEOUT_MS = 240_000;

export interface LiveStackOptions {
  label: string;
  /** The session service's variables (its speech provider, lease, limits). */
  sessionEnv?: Record<string, string>;
  billingEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
  sessionReplicas?: number;
  gateways?: number;
}

/**
 * A live consultation's whole path for a test: the auth and billing services and session replicas on one session
 * database, listening gateways, and the steps a doctor's browser takes (sign-in, patient, session, socket).
 */
export class LiveStack {
  private constructor(readonly stack: TestStack) {}

  static async start(options: LiveStackOptions): Promise<LiveStack> {
    return new LiveStack(
      await startTestStack({
        label: options.label,
        services: { auth: {}, billing: options.billingEnv ?? {}, session: options.sessionEnv ?? {} },
        databases: ['session'],
        sessionReplicas: options.sessionReplicas,
        gateways: options.gateways,
        listening: true,
        gatewayEnv: options.gatewayEnv,
      }),
    );
  }

  get keyPrefix(): string {
    return this.stack.keyPrefix;
  }

  get gateways(): StartedGateway[] {
    return this.stack.gateways;
  }

  get ports(): number[] {
    return this.stack.ports;
  }

  get replicas(): ServiceProcess[] {
    return this.stack.sessionReplicas;
  }

  get auth(): ServiceProcess {
    return this.stack.service('auth');
  }

  get billing(): ServiceProcess {
    return this.stack.service('billing');
  }

  get pg(): Client {
    return this.stack.sql.session as Client;
  }

  stop(): Promise<void> {
    return this.stack.close();
  }

  replaceSessionReplica(index: number, meanwhile: () => Promise<void>): Promise<void> {
    return this.stack.replaceSessionReplica(index, meanwhile);
  }

  server() {
    return this.gateways[0].app.getHttpServer();
  }

  async signedInDoctor(): Promise<Doctor> {
    const doctor = newDoctor();
    await signUp(this.server(), doctor);
    const agent = agentOf(this.server());
    const verified = await signIn(agent, this.stack.inbox, doctor);
    const cookies = (verified.headers['set-cookie'] as unknown as string[]).map(
      (cookie) => cookie.split(';')[0],
    );
    const session = await agent.get('/api/manage/session').expect(200);
    return {
      userId: (session.body as { userId: string }).userId,
      headers: { Cookie: cookies.join('; '), Origin: TEST_PUBLIC_ORIGIN },
    };
  }

  /** A consultation session of a new patient, issued to the doctor after the consent text. */
  async newSession(doctor: Doctor): Promise<string> {
    const patient = await request(this.server())
      .post('/api/patient/insert-update-patient')
      .set(doctor.headers)
      .send({
        PatientId: 'pt1001',
        PatientName: 'Ravi Kumar',
        Gender: 'Male',
        DoB: '1980-06-15',
        PatientConsent: true,
      })
      .expect(200);
    const created = await request(this.server())
      .post('/api/Session/create-session')
      .set(doctor.headers)
      .send({
        patientId: (patient.body as { patientId: string }).patientId,
        consentText: PATIENT_CONSENT_TEXT,
        language: 'en-US',
      })
      .expect(200);
    return (created.body as { sessionId: string }).sessionId;
  }

  /** A socket that has sent the first message naming the session. */
  async openSession(
    doctor: Doctor,
    sessionId: string,
    gateway = 0,
    protocols: string[] = [],
  ): Promise<LiveClient> {
    const client = await LiveClient.open(this.ports[gateway], doctor.headers, { protocols });
    client.send(firstMessage(doctor, sessionId));
    return client;
  }

  /** A new session, its socket, its start and the server's Status started. */
  async started(
    doctor: Doctor,
    language = 'en-US',
    protocols: string[] = [],
  ): Promise<{ client: LiveClient; sessionId: string }> {
    const sessionId = await this.newSession(doctor);
    const client = await this.openSession(doctor, sessionId, 0, protocols);
    client.send(startEvent(language));
    await client.next((message) => message.type === 'Status' && message.status === 'started');
    return { client, sessionId };
  }

  async savedTranscript(sessionId: string) {
    const { rows } = await this.pg.query<{ seq: number; speaker_id: string; text: string }>(
      'select seq, speaker_id, text from session.transcript_segments where session_id = $1 order by seq',
      [sessionId],
    );
    return rows;
  }

  async sessionRow(sessionId: string): Promise<{ status: string; recordedMs: number }> {
    const { rows } = await this.pg.query<{ status: string; recorded_ms: string }>(
      'select status, recorded_ms from session.consultation_sessions where id = $1',
      [sessionId],
    );
    return { status: rows[0].status, recordedMs: Number(rows[0].recorded_ms) };
  }
}

export function firstMessage(doctor: Doctor, sessionId: string) {
  return { userId: doctor.userId, sessionId, totalToken: 0, totalCost: 0, isPotentialDiagnosisOn: true };
}

export function startEvent(language = 'en-US') {
  return {
    event: 'start',
    language,
    enable_diarization: true,
    sample_rate: 16000,
    diagnosis_flag: true,
    transcriber_type: 'azure',
  };
}

export const isStatus =
  (status: string) =>
  (message: ServerMessage): boolean =>
    message.type === 'Status' && message.status === status;
