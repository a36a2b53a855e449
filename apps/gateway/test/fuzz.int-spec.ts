import {
  AUDIO_FRAME_SUBPROTOCOL,
  clientEventSchema,
  encodeAudioFrame,
  firstMessageSchema,
  PATIENT_CONSENT_TEXT,
  QUEUE_NAMES,
  QueueName,
  TEXT_MESSAGES,
  TYPED_ITEM_MESSAGES,
  TRANSCRIPTION_PATH,
  type ServerMessage,
} from '@medi/contracts';
import { MetricsService } from '@medi/nest-common';
import type { ServiceProcess, SmtpInbox } from '@medi/testing';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import type { Client } from 'pg';
import request from 'supertest';
import WebSocket from 'ws';
import type { RouteDescription } from '../src/openapi/openapi-document';
import { OpenApiController } from '../src/openapi/openapi.controller';
import { SupportQueuesRepository } from '../src/support/support-queues.repository';
import { agentOf, newDoctor, SAME_ORIGIN, signIn, signUp, type TestAgent } from './support/access-flows';
import { type StartedGateway, TEST_PUBLIC_ORIGIN } from './support/gateway-harness';
import { asPathSegment, asUrlText, hostileValue, requestPartArbitrary } from './support/request-arbitraries';
import { startTestStack, type TestStack } from './support/test-stack';

/**
 * Property-based fuzzing of every route the gateway answers (read from its own router, so a route added tomorrow is
 * fuzzed too) and of every message of the transcription socket, against the real services: bodies, queries and
 * route parameters built from the routes' zod schemas in @medi/contracts, with fields replaced by hostile values
 * (NUL and control characters, 1 MB strings, wrong types, deep nesting, bidirectional text). Never a 5xx, never a
 * process that dies or leaves a rejection unhandled, and a request refused as bad input changes no row.
 * FUZZ_RUNS sets the runs per route (bounded so the whole file takes a minute or two in CI).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 10;
/** A route that reads no body, query or parameter has little to vary: fewer runs. */
const RUNS_PER_PLAIN_ROUTE = 2;
const SOCKET_RUNS = Math.max(RUNS_PER_ROUTE * 2, 10);
/** Answers to bad input: such a request must not have changed anything. */
const INPUT_REFUSALS = new Set([400, 413, 415, 422]);
/** Written by every signed-in request (at most once a minute) to measure idle time; not a change the request made. */
const TOUCHED_BY_ANY_REQUEST = new Set(['auth.sessions']);
const SCHEMAS = ['auth', 'session', 'report', 'billing'];
/** Its repeatable job is always delayed until tomorrow's purge: not work a request left behind. */
const ALWAYS_SCHEDULED = new Set<string>([QueueName.AuthMaintenance]);

interface Failure {
  route: string;
  status: number;
  detail: string;
}

describe('fuzzing every gateway route and every transcription message', () => {
  let stack: TestStack;
  let inbox: SmtpInbox;
  let services: ServiceProcess[] = [];
  let gateway: StartedGateway;
  let sql: Client;
  let fingerprintQuery: string;
  let doctor: { agent: TestAgent; userId: string; cookie: string };
  /** Ids of the doctor's own records, mixed into generated uuids so requests reach past "not found". */
  const knownIds: string[] = [];

  async function newSignedInDoctor(): Promise<void> {
    const server = gateway.app.getHttpServer();
    const account = newDoctor();
    await signUp(server, account);
    const agent = agentOf(server);
    const signedIn = await signIn(agent, inbox, account);
    const userId = ((await agent.get('/api/manage/session').expect(200)).body as { userId: string }).userId;
    const cookie = ((signedIn.headers['set-cookie'] as unknown as string[]) ?? [])
      .map((line) => line.split(';')[0])
      .join('; ');
    const patient = await agent
      .post('/api/patient/insert-update-patient')
      .set(SAME_ORIGIN)
      .send({
        PatientId: 'PT2001',
        PatientName: 'Ravi Kumar',
        Gender: 'Male',
        DoB: '1980-06-15',
        PatientConsent: true,
      })
      .expect(200);
    const patientId = (patient.body as { patientId: string }).patientId;
    const session = await agent
      .post('/api/Session/create-session')
      .set(SAME_ORIGIN)
      .send({ patientId, consentText: PATIENT_CONSENT_TEXT, language: 'en-US' })
      .expect(200);
    knownIds.splice(0, knownIds.length, userId, patientId, (session.body as { sessionId: string }).sessionId);
    doctor = { agent, userId, cookie };
  }

  /** Per table of the services' schemas: rows and the newest row version, so any insert, update or delete shows. */
  async function fingerprint(): Promise<Map<string, string>> {
    const { rows } = await sql.query<{ name: string; state: string }>(fingerprintQuery);
    return new Map(rows.map((row) => [row.name, row.state]));
  }

  /**
   * A request the services accepted may leave jobs that write later (a queued report charges billing when it
   * runs): wait for them, so the rows a refused request is measured against are not still moving.
   */
  async function untilJobsSettled(): Promise<void> {
    const queues = await Promise.all(
      QUEUE_NAMES.map(async (name) => ({
        name,
        queue: await gateway.app.get(SupportQueuesRepository).queue(name),
      })),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const pending = await Promise.all(
        queues.map(async ({ name, queue }) => {
          const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
          const delayed = ALWAYS_SCHEDULED.has(name) ? 0 : (counts.delayed ?? 0);
          return (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) + delayed;
        }),
      );
      if (pending.every((count) => count === 0)) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after a minute: ${pending.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
    return [...after]
      .filter(([name, state]) => before.get(name) !== state && !TOUCHED_BY_ANY_REQUEST.has(name))
      .map(([name]) => name);
  }

  async function unhandledRejectionsEverywhere(): Promise<number[]> {
    const scrape = async (url: string) => {
      const text = await (await fetch(url)).text();
      return Number(/^medi_unhandled_rejections_total (\d+)/m.exec(text)?.[1] ?? Number.NaN);
    };
    const own = await gateway.app.get(MetricsService).render();
    return [
      Number(/^medi_unhandled_rejections_total (\d+)/m.exec(own)?.[1] ?? Number.NaN),
      ...(await Promise.all(services.map((service) => scrape(`${service.baseUrl}/metrics`)))),
    ];
  }

  beforeAll(async () => {
    // One database, a schema per service, as npm start and production run them.
    stack = await startTestStack({
      label: 'fuzz',
      services: { auth: {}, billing: {}, session: {}, report: {} },
      databases: 'shared',
      listening: true,
    });
    ({ inbox, gateway, processes: services } = stack);
    sql = stack.sql.session as Client;
    const { rows } = await sql.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
      [SCHEMAS],
    );
    fingerprintQuery = rows
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from ${name}`,
      )
      .join(' union all ');
    await newSignedInDoctor();
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
    services = [];
  });

  function routesOfTheApp(): RouteDescription[] {
    return gateway.app.get(OpenApiController).routes();
  }

  async function send(route: RouteDescription, body: unknown, query: unknown, params: unknown) {
    const parameterValues = (params ?? {}) as Record<string, unknown>;
    const path = route.path.replace(
      /:([A-Za-z0-9_]+)/g,
      (_, name: string) => asPathSegment(parameterValues[name]) || 'x',
    );
    const queryEntries: Array<[string, string]> =
      typeof query === 'object' && query !== null && !Array.isArray(query)
        ? Object.entries(query).map(([key, value]): [string, string] => [key, asUrlText(value)])
        : query === undefined
          ? []
          : [['q', asUrlText(query)]];
    const search = new URLSearchParams(queryEntries).toString();
    const server = gateway.app.getHttpServer();
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let call = (route.signedIn ? doctor.agent : request(server))
      [method](`${path}${search ? `?${search}` : ''}`)
      .set(SAME_ORIGIN);
    if (body !== undefined && method !== 'get')
      call = call.set('Content-Type', 'application/json').send(JSON.stringify(body));
    return call;
  }

  it('answers every route with anything but a 5xx, and changes no row for a request it refuses as bad input', async () => {
    const routes = routesOfTheApp();
    expect(routes.length).toBeGreaterThan(40);
    const failures: Failure[] = [];
    let requests = 0;
    for (const route of routes) {
      const { body, query, params } = route.schemas;
      const plain = !body && !query && !params;
      const name = `${route.method} ${route.path}`;
      await fc.assert(
        fc.asyncProperty(
          requestPartArbitrary(body, knownIds),
          requestPartArbitrary(query, knownIds),
          requestPartArbitrary(params, knownIds),
          async (bodyValue, queryValue, paramsValue) => {
            await untilJobsSettled();
            const before = await fingerprint();
            const response = await send(route, bodyValue, queryValue, paramsValue);
            requests += 1;
            if (response.status >= 500)
              failures.push({ route: name, status: response.status, detail: response.text.slice(0, 300) });
            if (INPUT_REFUSALS.has(response.status)) {
              const changed = changedTables(before, await fingerprint());
              if (changed.length > 0)
                failures.push({
                  route: name,
                  status: response.status,
                  detail: `changed ${changed.join(', ')}`,
                });
            }
            // A route that ended the doctor's session or account (logout, delete): carry on as a new doctor.
            if (route.signedIn && response.status === 401) await newSignedInDoctor();
            else if (
              route.signedIn &&
              [200, 201, 204].includes(response.status) &&
              /logout|delete/.test(route.path)
            )
              await newSignedInDoctor();
          },
        ),
        { numRuns: plain ? RUNS_PER_PLAIN_ROUTE : RUNS_PER_ROUTE, endOnFailure: true },
      );
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(routes.length);
    expect(
      services.filter((service) => service.process.exitCode !== null).map((service) => service.name),
    ).toEqual([]);
    expect(await unhandledRejectionsEverywhere()).toEqual([0, 0, 0, 0, 0]);
  }, 600_000);

  it('refuses the NUL characters an outside review found answered with 500 with 400 naming the field', async () => {
    const NUL = '\u0000';
    // A typed note says why in the words the page shows as it is typed (TYPED_ITEM_MESSAGES); other fields the text rule's.
    const cases: Array<[string, Record<string, unknown>, string, string?]> = [
      [
        '/api/patient/insert-update-patient',
        {
          PatientId: 'PT3001',
          PatientName: 'Ravi Kumar',
          Gender: 'Male',
          DoB: '1980-06-15',
          MrnNumber: `M${NUL}1`,
        },
        'MrnNumber',
      ],
      [
        '/v2/api/request_report',
        { sessionId: knownIds[2], notes: [`fever${NUL}`] },
        'notes.0',
        TYPED_ITEM_MESSAGES.unsafeCharacters,
      ],
      [
        '/api/payment/postpayment',
        { RazorpayOrderId: `order${NUL}`, RazorpayPaymentId: 'pay_1', RazorpaySignature: 'x' },
        'RazorpayOrderId',
      ],
    ];
    for (const [path, body, field, message = TEXT_MESSAGES.controlCharacters] of cases) {
      const before = await fingerprint();
      const response = await doctor.agent.post(path).set(SAME_ORIGIN).send(body);

      expect({ path, status: response.status, body: response.body as unknown }).toEqual({
        path,
        status: 400,
        body: expect.objectContaining({
          code: 'COMMON.VALIDATION_FAILED',
          message,
          details: { [field]: [message] },
        }) as unknown,
      });
      expect(changedTables(before, await fingerprint())).toEqual([]);
    }
  });

  it('answers every message of the transcription socket without a server error, and keeps serving the socket', async () => {
    const port = (gateway.app.getHttpServer().address() as AddressInfo).port;
    const firstMessages = fc.oneof(
      { weight: 2, arbitrary: fc.constant('own session') },
      { weight: 1, arbitrary: requestPartArbitrary(firstMessageSchema, knownIds) },
    );
    // Binary messages too: random bytes, and frames of the binary audio layout with any seq and any bytes.
    const events = fc.array(
      fc.oneof(
        requestPartArbitrary(clientEventSchema, knownIds),
        hostileValue(),
        fc.string({ maxLength: 30 }),
        fc.uint8Array({ maxLength: 64 }),
        fc
          .tuple(fc.nat(), fc.uint8Array({ maxLength: 4_000 }))
          .map(([seq, pcm]) => encodeAudioFrame(seq, pcm)),
      ),
      { minLength: 1, maxLength: 6 },
    );
    // A socket that offers the binary audio frames, or one that speaks the JSON protocol only.
    const offersAudioFrames = fc.boolean();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(firstMessages, events, offersAudioFrames, async (first, sent, binary) => {
        const protocols = binary ? [AUDIO_FRAME_SUBPROTOCOL] : [];
        const ws = new WebSocket(`ws://127.0.0.1:${port}${TRANSCRIPTION_PATH}`, protocols, {
          headers: { Origin: TEST_PUBLIC_ORIGIN, Cookie: doctor.cookie },
        });
        const received: ServerMessage[] = [];
        let closeCode: number | undefined;
        const closed = new Promise<void>((resolve) =>
          ws.on('close', (code: number) => {
            closeCode = code;
            resolve();
          }),
        );
        ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8')) as ServerMessage));
        ws.on('error', () => undefined);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('unexpected-response', (_request, response) =>
            reject(new Error(`upgrade answered ${response.statusCode}`)),
          );
        });
        const firstMessage =
          first === 'own session' ? { userId: doctor.userId, sessionId: knownIds[2] } : first;
        ws.send(typeof firstMessage === 'string' ? firstMessage : JSON.stringify(firstMessage ?? null));
        for (const message of sent)
          if (ws.readyState === ws.OPEN)
            ws.send(
              typeof message === 'string' || message instanceof Uint8Array
                ? message
                : JSON.stringify(message ?? null),
            );
        // The socket still answers: a ping after the noise gets its Pong, unless the socket was refused (1008).
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event: 'ping' }));
        const deadline = Date.now() + 15_000;
        while (
          closeCode === undefined &&
          !received.some((message) => message.type === 'Pong') &&
          Date.now() < deadline
        )
          await new Promise((resolve) => setTimeout(resolve, 20));
        ws.terminate();
        await closed;
        const answered = received.some((message) => message.type === 'Pong');
        const refused = closeCode === 1008 || closeCode === 1009;
        if (!answered && !refused)
          failures.push(
            `no Pong and close ${closeCode} after ${JSON.stringify(sent).slice(0, 200)}: ${JSON.stringify(received).slice(0, 300)}`,
          );
        const internal = received.filter(
          (message) =>
            message.type === 'Status' &&
            /internal|unexpected/i.test(String((message as { message?: string }).message)),
        );
        if (internal.length > 0)
          failures.push(`internal error answered: ${JSON.stringify(internal).slice(0, 300)}`);
      }),
      { numRuns: SOCKET_RUNS, endOnFailure: true },
    );

    expect(failures).toEqual([]);
    expect(
      services.filter((service) => service.process.exitCode !== null).map((service) => service.name),
    ).toEqual([]);
    expect(await unhandledRejectionsEverywhere()).toEqual([0, 0, 0, 0, 0]);
  }, 300_000);
});
