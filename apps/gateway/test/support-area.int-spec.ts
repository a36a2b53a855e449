import {
  AUDIT_ROUTES,
  QUEUE_NAMES,
  QueueName,
  SUPPORT_MESSAGES,
  type AuditTrailReply,
} from '@medi/contracts';
import { totpCodeAt } from '@medi/crypto';
import {
  createTestDatabase,
  type ServiceProcess,
  type SmtpInbox,
  startServiceProcess,
  startSmtpInbox,
} from '@medi/testing';
import { type Job, type Queue, Worker } from 'bullmq';
import request from 'supertest';
import { OPENAPI_ROUTE } from '../src/openapi/openapi.controller';
import { PLAIN_SUPPORT_COOKIE } from '../src/support/support-cookies';
import { SupportQueuesRepository } from '../src/support/support-queues.repository';
import {
  agentOf,
  GENEROUS_RATE_LIMITS,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  type TestAgent,
} from './support/access-flows';
import {
  type StartedGateway,
  startGateway,
  TEST_PUBLIC_ORIGIN,
  testRedisUrl,
  uniqueKeyPrefix,
} from './support/gateway-harness';
import { createSupportStaffWithCli, type CreatedSupportStaff } from './support/support-staff';

type Database = NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;

/** The session token in a Set-Cookie header of the support sign-in. */
function supportTokenOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${PLAIN_SUPPORT_COOKIE}=`));
  if (!cookie) throw new Error(`no support cookie in ${JSON.stringify(cookies)}`);
  return decodeURIComponent(cookie.split(';', 1)[0].slice(PLAIN_SUPPORT_COOKIE.length + 1));
}

// The script under test opens the auth service's database beside the service: a PostgreSQL server is needed.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('support staff area through the gateway', () => {
  const keyPrefix = uniqueKeyPrefix('support');
  let database: Database;
  let inbox: SmtpInbox;
  let auth: ServiceProcess;
  /** Keeps the audit trail the support audit page reads (actions on accounts). */
  let session: ServiceProcess;
  let gateway: StartedGateway;
  let staff: CreatedSupportStaff;
  let doctor: TestAgent;
  /** Signed in once for the whole file: a TOTP step's code signs in once, and a new step comes every 30 s. */
  let support: TestAgent;
  let supportSignIn: request.Response;
  let supportToken: string;

  const http = () => request(gateway.app.getHttpServer());

  beforeAll(async () => {
    database = (await createTestDatabase())!;
    inbox = await startSmtpInbox();
    [auth, session] = await Promise.all([
      startServiceProcess('auth', {
        REDIS_URL: testRedisUrl(),
        KEY_PREFIX: keyPrefix,
        SMTP_URL: inbox.url,
        PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
        DATABASE_URL: database.url,
      }),
      startServiceProcess('session', { REDIS_URL: testRedisUrl(), KEY_PREFIX: keyPrefix }),
    ]);
    gateway = await startGateway({
      KEY_PREFIX: keyPrefix,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
    });
    staff = await createSupportStaffWithCli(database.url, 'Ravi.Iyer@Support.test');
    support = agentOf(gateway.app.getHttpServer());
    supportSignIn = await support
      .post('/support/login')
      .set(SAME_ORIGIN)
      .type('form')
      .send({ email: staff.email, password: staff.password, code: totpCodeAt(staff.totpSecret, new Date()) });
    supportToken = supportTokenOf(supportSignIn);
    const account = newDoctor();
    await signUp(gateway.app.getHttpServer(), account);
    doctor = agentOf(gateway.app.getHttpServer());
    await signIn(doctor, inbox, account);
  });

  afterAll(async () => {
    await gateway?.app.close();
    await auth?.stop();
    await session?.stop();
    await inbox?.close();
    await database?.drop();
  });

  it('sends a visitor without a support session to the support sign-in, from the pages and from Bull Board', async () => {
    await http().get('/support').expect(303).expect('Location', '/support/login');
    await http().get('/support/queues').expect(303).expect('Location', '/support/login');
    await http().get('/support/queues/api/queues').expect(401);
    const form = await http().get('/support/login').expect(200);
    expect(form.text).toContain('<form method="post" action="/support/login">');
    expect(form.headers['cache-control']).toBe('no-store');
  });

  it('signs in with password and TOTP into a cookie of its own kept to /support', () => {
    expect(supportSignIn.status).toBe(303);
    expect(supportSignIn.headers.location).toBe('/support');
    const cookie = ([] as string[]).concat(supportSignIn.headers['set-cookie'] ?? []).join('\n');
    expect(cookie).toMatch(
      /^medi_support=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/support; Expires=.*; HttpOnly; SameSite=Strict$/,
    );
  });

  it('refuses a wrong code with the sign-in page and one message', async () => {
    const code = totpCodeAt(staff.totpSecret, new Date());
    const response = await http()
      .post('/support/login')
      .set(SAME_ORIGIN)
      .type('form')
      .send({ email: staff.email, password: staff.password, code: code === '000000' ? '000001' : '000000' })
      .expect(401);

    expect(response.text).toContain(SUPPORT_MESSAGES.invalidCredentials.replace("'", '&#39;'));
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('shows every process and queue, counts only', async () => {
    const page = await support.get('/support').expect(200);

    for (const name of ['gateway', 'auth', 'session', 'report', 'billing', ...QUEUE_NAMES]) {
      expect(page.text).toContain(`<th scope="row">${name}`);
    }
    // Only auth runs here: the others are reported down from their missing presence keys.
    expect(page.text).toMatch(/<th scope="row">auth<\/th><td><span class="ok">Up/);
    expect(page.text).toMatch(/<th scope="row">billing<\/th><td><span class="down">Down/);
  });

  it('serves the API document to support staff only', async () => {
    const document = await support
      .get(OPENAPI_ROUTE)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(document.body).toMatchObject({ openapi: '3.1.0' });
    await doctor.get(OPENAPI_ROUTE).expect(303).expect('Location', '/support/login');
    await http().get(OPENAPI_ROUTE).expect(303).expect('Location', '/support/login');
  });

  it('never admits a doctor session to Bull Board, nor a support session to doctor routes', async () => {
    await doctor.get('/support/queues').expect(303).expect('Location', '/support/login');
    await doctor.get('/support/queues/api/queues').expect(401);
    await doctor.get('/support').expect(303);
    await support.get('/support/queues/api/queues').expect(200);

    // The support token presented as a doctor's session cookie, and the support cookie on a doctor route.
    await http().get('/api/manage/session').set('Cookie', `medi_session=${supportToken}`).expect(401);
    await http()
      .get('/api/manage/session')
      .set('Cookie', `${PLAIN_SUPPORT_COOKIE}=${supportToken}`)
      .expect(401);
    await http()
      .get('/support/queues/api/queues')
      .set('Cookie', `${PLAIN_SUPPORT_COOKIE}=${supportToken}`)
      .expect(200);
  });

  describe('queue actions', () => {
    let pdfQueue: Queue;
    let failedJob: Job;

    beforeAll(async () => {
      pdfQueue = await gateway.app.get(SupportQueuesRepository).queue(QueueName.Pdf);
      // No report service runs here: a worker of the test's own fails the job once, as a broken render would.
      const worker = new Worker(QueueName.Pdf, () => Promise.reject(new Error('render failed')), {
        connection: { url: testRedisUrl() },
        prefix: `${keyPrefix}:bull`,
        autorun: true,
      });
      const failed = new Promise<Job>((resolvePromise) =>
        worker.once('failed', (job) => job && resolvePromise(job)),
      );
      await pdfQueue.add('pdf.render', { reportId: 'report-1' }, { attempts: 1, jobId: 'support-retry-1' });
      failedJob = await failed;
      await worker.close();
    });

    it('records a retry before it runs, with who, what, when and which job, and shows it on the audit page', async () => {
      await support
        .put(`/support/queues/api/queues/${QueueName.Pdf}/${failedJob.id}/retry`)
        .set(SAME_ORIGIN)
        .expect(204);

      expect(await pdfQueue.getJobState(failedJob.id!)).toBe('waiting');
      const audit = await support.get('/support/audit').expect(200);
      expect(audit.text).toMatch(
        new RegExp(
          `Ravi Iyer<br><span class="hint">ravi.iyer@support.test</span></td>\\s*<td>retry</td>\\s*<td>pdf</td><td>support-retry-1</td>\\s*<td>done \\(204\\)`,
        ),
      );
    });

    it('records a clean of a whole state, and refuses a cross-site write without running or recording it', async () => {
      await support
        .put(`/support/queues/api/queues/${QueueName.Pdf}/clean/completed`)
        .set(SAME_ORIGIN)
        .expect(200);
      await support
        .put(`/support/queues/api/queues/${QueueName.Pdf}/empty`)
        .set({ Origin: 'https://evil.example' })
        .expect(403);

      expect(await pdfQueue.getJobState(failedJob.id!)).toBe('waiting');
      const audit = await support.get('/support/audit').expect(200);
      expect(audit.text).toMatch(/<td>clean completed<\/td>\s*<td>pdf<\/td><td>all<\/td>/);
      expect(audit.text).not.toContain('<td>empty</td>');
    });
  });

  it("shows the actions on a doctor's account, never which patient, and records that support read them", async () => {
    const { userId } = (await doctor.get('/api/manage/session').expect(200)).body as { userId: string };
    const patient = (
      await doctor
        .post('/api/patient/insert-update-patient')
        .set(SAME_ORIGIN)
        .send({ PatientId: 'SP100', PatientName: 'Lakshmi Rao', Gender: 'Female', DoB: '1970-05-06' })
        .expect(200)
    ).body as { patientId: string };

    const page = await support.get('/support/audit').query({ account: userId }).expect(200);

    expect(page.text).toContain('<td>patient.write</td>');
    expect(page.text).toContain(userId);
    for (const hidden of [patient.patientId, 'SP100', 'Lakshmi']) expect(page.text).not.toContain(hidden);
    // The doctor's own trail shows that support read it.
    const trail = (await doctor.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send({}).expect(200))
      .body as AuditTrailReply;
    expect(trail.items[0]).toMatchObject({ action: 'audit.read', actorKind: 'support', patientCode: null });
  });

  it('signs out: the session ends on the server (last: the file shares the session)', async () => {
    await support.post('/support/logout').set(SAME_ORIGIN).expect(200);

    await support.get('/support').expect(303).expect('Location', '/support/login');
    await http().get('/support').set('Cookie', `${PLAIN_SUPPORT_COOKIE}=${supportToken}`).expect(303);
  });
});
