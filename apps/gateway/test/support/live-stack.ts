import type { AddressInfo } from 'node:net';
import { PATIENT_CONSENT_TEXT, type ServerMessage } from '@medi/contracts';
import {
  createTestDatabase,
  startServiceProcess,
  startSmtpInbox,
  type ServiceProcess,
  type SmtpInbox,
} from '@medi/testing';
import { Client } from 'pg';
import request from 'supertest';
import { agentOf, GENEROUS_RATE_LIMITS, newDoctor, signIn, signUp } from './access-flows';
import { TEST_PUBLIC_ORIGIN } from './access-stack';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './gateway-harness';
import { LiveClient } from './live-client';

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
 * A live consultation's whole path for a test: the auth and billing services and session replicas as processes,
 * gateways in this process, a database of the run's own and an SMTP inbox for the sign-in codes.
 */
export class LiveStack {
  readonly keyPrefix: string;
  gateways: StartedGateway[] = [];
  ports: number[] = [];
  replicas: ServiceProcess[] = [];
  auth!: ServiceProcess;
  billing!: ServiceProcess;
  pg!: Client;
  private inbox!: SmtpInbox;
  private sessionEnv: Record<string, string> = {};
  private database?: { url: string; drop(): Promise<void> };

  private constructor(private readonly options: LiveStackOptions) {
    this.keyPrefix = uniqueKeyPrefix(options.label);
  }

  /** Starts everything, or stops what did start and fails. */
  static async start(options: LiveStackOptions): Promise<LiveStack> {
    const stack = new LiveStack(options);
    try {
      await stack.startAll();
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  private async startAll(): Promise<void> {
    this.inbox = await startSmtpInbox();
    const serviceEnv = {
      REDIS_URL: testRedisUrl(),
      KEY_PREFIX: this.keyPrefix,
      SMTP_URL: this.inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    };
    this.database = await createTestDatabase();
    if (!this.database) throw new Error('these tests need the PostgreSQL server');
    [this.auth, this.billing] = await Promise.all([
      startServiceProcess('auth', serviceEnv),
      startServiceProcess('billing', { ...serviceEnv, ...this.options.billingEnv }),
    ]);
    this.sessionEnv = { ...serviceEnv, DATABASE_URL: this.database.url, ...this.options.sessionEnv };
    // One after the other: they migrate the same database.
    for (let replica = 0; replica < (this.options.sessionReplicas ?? 1); replica += 1)
      this.replicas.push(await startServiceProcess('session', this.sessionEnv));
    for (let index = 0; index < (this.options.gateways ?? 1); index += 1) {
      const gateway = await startGateway({
        KEY_PREFIX: this.keyPrefix,
        PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
        RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
        ...this.options.gatewayEnv,
      });
      await gateway.app.listen(0, '127.0.0.1');
      this.gateways.push(gateway);
      this.ports.push((gateway.app.getHttpServer().address() as AddressInfo).port);
    }
    this.pg = new Client({ connectionString: this.database.url });
    await this.pg.connect();
  }

  async stop(): Promise<void> {
    await this.pg?.end();
    await Promise.all(this.gateways.map(({ app }) => app.close()));
    await Promise.all(
      [this.auth, this.billing, ...this.replicas].filter(Boolean).map((service) => service.stop()),
    );
    await this.database?.drop();
    await this.inbox?.close();
  }

  /** Kills a session replica outright (SIGKILL), lets `meanwhile` happen, and starts another in its place. */
  async replaceSessionReplica(index: number, meanwhile: () => Promise<void>): Promise<void> {
    const replica = this.replicas[index];
    const exited = new Promise((resolve) => replica.process.once('exit', resolve));
    replica.process.kill('SIGKILL');
    await exited;
    await replica.stop();
    await meanwhile();
    this.replicas[index] = await startServiceProcess('session', this.sessionEnv);
  }

  server() {
    return this.gateways[0].app.getHttpServer();
  }

  async signedInDoctor(): Promise<Doctor> {
    const doctor = newDoctor();
    await signUp(this.server(), doctor);
    const agent = agentOf(this.server());
    const verified = await signIn(agent, this.inbox, doctor);
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
  async openSession(doctor: Doctor, sessionId: string, gateway = 0): Promise<LiveClient> {
    const client = await LiveClient.open(this.ports[gateway], doctor.headers);
    client.send(firstMessage(doctor, sessionId));
    return client;
  }

  /** A new session, its socket, its start and the server's Status started. */
  async started(doctor: Doctor, language = 'en-US'): Promise<{ client: LiveClient; sessionId: string }> {
    const sessionId = await this.newSession(doctor);
    const client = await this.openSession(doctor, sessionId);
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
