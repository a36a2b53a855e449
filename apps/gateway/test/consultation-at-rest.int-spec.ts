import {
  AUDIT_ACTIONS,
  AUDIT_ROUTES,
  liveKeys,
  PATIENT_CONSENT_TEXT,
  type AuditTrailReply,
  type GeneratedReportView,
  type ServerMessage,
} from '@medi/contracts';
import { METRIC } from '@medi/nest-common';
import {
  startAzureSpeechServer,
  startPrivateRedis,
  startServiceProcess,
  startSmtpInbox,
  type AzureSpeechServer,
  type PrivateRedis,
  type ServiceProcess,
  type SmtpInbox,
  until,
} from '@medi/testing';
import Redis from 'ioredis';
import request from 'supertest';
import { GENEROUS_RATE_LIMITS, newDoctor, SAME_ORIGIN, signIn, signUp } from './support/access-flows';
import { TEST_PUBLIC_ORIGIN, uniqueKeyPrefix } from './support/gateway-harness';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process';
import { LiveClient, secondOfAudio } from './support/live-client';
import { declares, metricNamesOf, monitoringExpressions } from './support/metric-names-in-use';
import {
  appendOnlyFilePlaces,
  PlantedValues,
  redisPlaces,
  uniqueLetters,
  type Place,
} from './support/secrets-at-rest';

const AZURE_KEY = 'local-azure-key';
/** Series Prometheus makes itself about a scrape, which no process serves. */
const MADE_BY_PROMETHEUS = new Set(['up']);

/**
 * The canary of a whole consultation: a planted patient name, planted words said in the consultation and planted
 * notes go through patient upsert, session creation, live transcription over the gateway's WebSocket (the local
 * Azure-protocol server hears the words), stop and Generate Results with planted notes and prescription. Then every
 * Redis key, Redis's append-only files on disk (which keep what was deleted until the next rewrite), every log line
 * of every process and every /metrics scrape is searched for them. The same running processes prove that every metric
 * the alert rules and the Grafana dashboard name is served.
 */
describe('a consultation leaves no patient data in Redis, logs or metrics, and serves every monitored metric', () => {
  const planted = new PlantedValues();
  const keyPrefix = uniqueKeyPrefix('consultation-at-rest');
  const saidFirst = `the patient reports ${uniqueLetters(12)} since monday`;
  const saidSecond = `prescribe ${uniqueLetters(12)} twice daily`;
  // A Redis of its own, as production runs it (append-only file): its files on disk hold this flow's writes only.
  let privateRedis: PrivateRedis;
  let inbox: SmtpInbox;
  let azure: AzureSpeechServer;
  let services: ServiceProcess[];
  let gateway: GatewayProcess;
  let redis: Redis;
  /** The doctor of the planted consultation, still signed in. */
  let doctorAgent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    planted.plant('words said first', saidFirst.split(' ')[3]);
    planted.plant('words said second', saidSecond.split(' ')[1]);
    privateRedis = await startPrivateRedis();
    inbox = await startSmtpInbox();
    azure = await startAzureSpeechServer({
      key: AZURE_KEY,
      markers: {
        201: { speakerId: 'Guest-2', text: saidFirst },
        202: { speakerId: 'Guest-1', text: saidSecond },
      },
    });
    // Debug logging: the most a process can write, so the most a careless log line could leak.
    const serviceEnv = {
      REDIS_URL: privateRedis.url,
      KEY_PREFIX: keyPrefix,
      SMTP_URL: inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      LOG_LEVEL: 'debug',
    };
    services = await Promise.all([
      startServiceProcess('auth', serviceEnv),
      startServiceProcess('billing', serviceEnv),
      startServiceProcess('report', serviceEnv),
      startServiceProcess('session', {
        ...serviceEnv,
        AZURE_SPEECH_KEY: AZURE_KEY,
        AZURE_SPEECH_ENDPOINT: azure.endpoint,
      }),
    ]);
    gateway = await startGatewayProcess({
      REDIS_URL: privateRedis.url,
      KEY_PREFIX: keyPrefix,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
    });
    redis = new Redis(privateRedis.url);
    await runConsultationWithPlantedValues();
    // Five processes start from their sources and a consultation runs: minutes on a loaded two-core machine.
  }, 240_000);

  afterAll(async () => {
    redis?.disconnect();
    await gateway?.stop();
    await Promise.all((services ?? []).map((service) => service.stop()));
    await azure?.close();
    await inbox?.close();
    await privateRedis?.stop();
  });

  async function runConsultationWithPlantedValues(): Promise<void> {
    const doctor = newDoctor();
    await signUp(gateway.baseUrl, doctor);
    const agent = request.agent(gateway.baseUrl);
    doctorAgent = agent;
    const verified = await signIn(agent, inbox, doctor);
    const cookies = (verified.headers['set-cookie'] as unknown as string[]).map(
      (cookie) => cookie.split(';')[0],
    );
    const headers = { Cookie: cookies.join('; '), Origin: TEST_PUBLIC_ORIGIN };
    const userId = ((await agent.get('/api/manage/session').expect(200)).body as { userId: string }).userId;

    const patientName = planted.plant('patient name', `Canary ${capitalised(uniqueLetters(10))}`);
    const patient = await agent
      .post('/api/patient/insert-update-patient')
      .set(SAME_ORIGIN)
      .send({
        PatientId: 'pt2001',
        PatientName: patientName,
        Gender: 'Female',
        DoB: '1975-02-11',
        PatientConsent: true,
      })
      .expect(200);
    const created = await agent
      .post('/api/Session/create-session')
      .set(SAME_ORIGIN)
      .send({
        patientId: (patient.body as { patientId: string }).patientId,
        consentText: PATIENT_CONSENT_TEXT,
        language: 'en-US',
      })
      .expect(200);
    const sessionId = (created.body as { sessionId: string }).sessionId;

    const client = await LiveClient.open(Number(new URL(gateway.baseUrl).port), headers);
    client.send({ userId, sessionId, totalToken: 0, totalCost: 0, isPotentialDiagnosisOn: true });
    client.send({
      event: 'start',
      language: 'en-US',
      enable_diarization: true,
      sample_rate: 16000,
      diagnosis_flag: true,
      transcriber_type: 'azure',
    });
    await client.next((message) => message.type === 'Status' && message.status === 'started');
    const note = planted.plant('notes', `allergic to ${uniqueLetters(12)}`);
    [0, 201, 0, 202, 0].forEach((marker, index) =>
      client.send({
        event: 'trigger_process',
        audio_chunk: secondOfAudio(marker),
        notes: [note],
        seq: index + 1,
      }),
    );
    await client.next((message) => isFinal(message, saidSecond));
    client.send({ event: 'stop' });
    await client.next((message) => message.type === 'Status' && message.status === 'stopped');
    client.close();
    await untilLiveKeysGone(sessionId);

    // Generate Results: the notes and prescription go to the report service, the report (with the transcript's
    // words) comes back.
    const prescription = planted.plant('prescription', `${uniqueLetters(12)} 500 mg twice daily`);
    await agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({ sessionId, transcription: [], notes: [note], medlab: [prescription] })
      .expect(200);
    const report = await until(
      'the report generated',
      async () => {
        const view = (await agent.get(`/api/report/generated?sessionId=${sessionId}`).expect(200))
          .body as GeneratedReportView;
        return view.status === 'pending' ? undefined : view;
      },
      60_000,
    );
    expect(report.status).toBe('ready');
  }

  /** The gateway deletes each result it relays and the session service the input and state at stop: moments after. */
  async function untilLiveKeysGone(sessionId: string): Promise<void> {
    const keys = liveKeys(keyPrefix, sessionId);
    await until(
      'the live keys gone',
      async () => {
        const [results, input, state] = await Promise.all([
          redis.xlen(keys.results),
          redis.exists(keys.input),
          redis.exists(keys.state),
        ]);
        return results === 0 && input === 0 && state === 0 ? true : undefined;
      },
      15_000,
    );
  }

  async function scrapes(): Promise<Place[]> {
    const urls = [
      { where: 'the gateway /metrics', url: gateway.metricsUrl },
      ...services.map((service) => ({
        where: `the ${service.name} /metrics`,
        url: `${service.baseUrl}/metrics`,
      })),
    ];
    return Promise.all(
      urls.map(async ({ where, url }) => {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        return { where, text: await response.text() };
      }),
    );
  }

  it('finds no planted value in any Redis key, stream entry or job', async () => {
    const places = await redisPlaces(redis);

    expect(places.some(({ where }) => where.includes(`${keyPrefix}:`))).toBe(true);
    expect(planted.sightingsIn(places)).toEqual([]);
  });

  it("finds no planted value in Redis's append-only files on disk", () => {
    const files = appendOnlyFilePlaces(privateRedis.dir);

    // The files recorded this flow (its keys), so finding nothing means something.
    expect(files.some(({ text }) => text.includes(`${keyPrefix}:rpc:session`))).toBe(true);
    expect(planted.sightingsIn(files)).toEqual([]);
  });

  it('finds no planted value in any log line of any process', () => {
    const logs = [
      { where: 'the gateway log', text: gateway.output() },
      ...services.map((service) => ({ where: `the ${service.name} log`, text: service.output() })),
    ];

    expect(logs.every(({ text }) => text.length > 0)).toBe(true);
    expect(planted.sightingsIn(logs)).toEqual([]);
  });

  it('keeps in the audit trail the ids and actions of the consultation, and none of its health data', async () => {
    const trail = (
      await doctorAgent.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send({ limit: 100 }).expect(200)
    ).body as AuditTrailReply;
    const csv = await doctorAgent.post(AUDIT_ROUTES.csv).set(SAME_ORIGIN).send({}).expect(200);

    // The flow was recorded, so finding nothing means something.
    const actions = new Set(trail.items.map((item) => item.action));
    for (const action of [
      'patient.write',
      'consultation.create',
      'consultation.record',
      'notes.write',
      'report.request',
      'transcript.read',
      'report.read',
    ] as const)
      expect(actions).toContain(action);
    // Each row is ids, an action of the list, an address and a request id: nothing else.
    const uuid = /^[0-9a-f-]{36}$/;
    for (const item of trail.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'action',
          'actorId',
          'actorKind',
          'at',
          'clientAddress',
          'correlationId',
          'id',
          'patientCode',
          'sessionId',
        ].sort(),
      );
      expect(AUDIT_ACTIONS).toContain(item.action);
      expect(item.sessionId === null || uuid.test(item.sessionId)).toBe(true);
      expect(item.actorId === null || uuid.test(item.actorId)).toBe(true);
    }
    expect(
      planted.sightingsIn([
        { where: 'the audit trail', text: JSON.stringify(trail) },
        { where: 'the audit trail CSV', text: csv.text },
      ]),
    ).toEqual([]);
  });

  it('finds no planted value in any /metrics scrape', async () => {
    expect(planted.sightingsIn(await scrapes())).toEqual([]);
  });

  it('serves every metric the alert rules, the dashboard and the autoscalers name', async () => {
    const scrape = (await scrapes()).map(({ text }) => text).join('\n');
    const named = monitoringExpressions().flatMap(({ where, expr }) =>
      metricNamesOf(expr).map((name) => ({ where, name })),
    );
    const autoscaled = [METRIC.gatewayOpenConnections, METRIC.sessionLiveConsultations];

    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ name }) => !MADE_BY_PROMETHEUS.has(name) && !declares(scrape, name))).toEqual([]);
    expect(autoscaled.filter((name) => !declares(scrape, name))).toEqual([]);
    // The consultation was observed, not only declared.
    expect(scrape).toMatch(new RegExp(`^${METRIC.transcriptionLag}_count [1-9]`, 'm'));
    expect(scrape).toMatch(
      new RegExp(`^${METRIC.rpcClientDuration}_count\\{pattern="session\\.[^"]+",status="ok"\\} [1-9]`, 'm'),
    );
    expect(scrape).toMatch(
      new RegExp(`^${METRIC.rpcServerDuration}_count\\{pattern="session\\.[^"]+",status="ok"\\} [1-9]`, 'm'),
    );
    expect(scrape).toMatch(
      new RegExp(`^${METRIC.jobDuration}_count\\{queue="auth-mail",status="ok"\\} [1-9]`, 'm'),
    );
    expect(scrape).toMatch(new RegExp(`^${METRIC.mailDeliveries}\\{mailer="auth",status="ok"\\} [1-9]`, 'm'));
    expect(scrape).toMatch(new RegExp(`^${METRIC.queueJobs}\\{queue="pdf",state="waiting"\\} 0$`, 'm'));
  });
});

function isFinal(message: ServerMessage, text: string): boolean {
  return message.type === 'Message' && message.isFinal && message.text === text;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
