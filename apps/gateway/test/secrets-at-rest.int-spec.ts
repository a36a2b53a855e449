import { QueueName } from '@medi/contracts';
import {
  startPrivateRedis,
  startServiceProcess,
  startSmtpInbox,
  type PrivateRedis,
  type ServiceProcess,
  type SmtpInbox,
  until,
} from '@medi/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import request from 'supertest';
import { KNOWN_DEVICE_COOKIE, PLAIN_SESSION_COOKIE } from '../src/auth/access-cookies';
import { GENEROUS_RATE_LIMITS, newDoctor, SAME_ORIGIN, signUp, startSignIn } from './support/access-flows';
import { TEST_PUBLIC_ORIGIN, uniqueKeyPrefix } from './support/gateway-harness';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process';
import { setCookiesOf } from './support/set-cookies';
import {
  appendOnlyFilePlaces,
  PlantedValues,
  redisPlaces,
  uniqueLetters,
  type Place,
} from './support/secrets-at-rest';

/**
 * The canary: the access flows run end to end with planted values, then every Redis key and every log line of
 * every process is searched for them. Health data and secrets never sit in Redis or a log; this test is where
 * each new flow (a consultation, a report) adds its planted values and proves it.
 */
describe('secrets and personal data at rest, after sign-up, sign-in and a password reset', () => {
  const planted = new PlantedValues();
  const keyPrefix = uniqueKeyPrefix('secrets-at-rest');
  // A Redis of its own: every key in it was written by this flow, so "every key" means every key, and another
  // test file's ids can never look like a planted sign-in code.
  let privateRedis: PrivateRedis;
  let inbox: SmtpInbox;
  let auth: ServiceProcess;
  let gateway: GatewayProcess;
  let redis: Redis;
  let mailQueue: Queue;

  beforeAll(async () => {
    privateRedis = await startPrivateRedis();
    inbox = await startSmtpInbox();
    // Debug logging: the most a process can write, so the most a careless log line could leak.
    auth = await startServiceProcess('auth', {
      REDIS_URL: privateRedis.url,
      KEY_PREFIX: keyPrefix,
      SMTP_URL: inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      LOG_LEVEL: 'debug',
    });
    gateway = await startGatewayProcess({
      REDIS_URL: privateRedis.url,
      KEY_PREFIX: keyPrefix,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
    });
    redis = new Redis(privateRedis.url);
    mailQueue = new Queue(QueueName.AuthMail, {
      connection: { url: privateRedis.url },
      prefix: `${keyPrefix}:bull`,
    });
    await runFlowsWithPlantedValues();
  });

  afterAll(async () => {
    await mailQueue?.close();
    redis?.disconnect();
    await gateway?.stop();
    await auth?.stop();
    await inbox?.close();
    await privateRedis?.stop();
  });

  async function runFlowsWithPlantedValues(): Promise<void> {
    const doctor = newDoctor({
      name: planted.plant('doctor name', `Canary ${uniqueLetters(12)}`),
      password: planted.plant('password at sign-up', `Canary#${uniqueLetters(10)}7`),
    });
    const agent = request.agent(gateway.baseUrl);
    await signUp(gateway.baseUrl, doctor);

    const code = planted.plant('sign-in code', await startSignIn(agent, inbox, doctor));
    const verified = await agent
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
      .expect(200);
    planted.plant('session token', setCookiesOf(verified).get(PLAIN_SESSION_COOKIE)?.value ?? '');
    // The agent keeps the device cookie: the sign-ins below present it (revoked by the reset in between).
    planted.plant('known-device token', setCookiesOf(verified).get(KNOWN_DEVICE_COOKIE)?.value ?? '');

    const seen = inbox.countMailsTo(doctor.email);
    await request(gateway.baseUrl)
      .post('/api/manage/forgetpassword')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email })
      .expect(200);
    const link = /(\S+\/reset-password\?\S+)/.exec((await inbox.waitForMailTo(doctor.email, seen)).text)?.[1];
    const token = planted.plant('reset token', new URL(link ?? '').searchParams.get('token') ?? '');
    const newPassword = planted.plant('password at reset', `Canary#${uniqueLetters(10)}8`);
    await request(gateway.baseUrl)
      .post('/api/manage/reset-password')
      .set(SAME_ORIGIN)
      .send({ Password: newPassword, ConfirmPassword: newPassword, Email: doctor.email, Token: token })
      .expect(200);

    // Sign in with the new password too, so its way through the flows is searched as well.
    const secondCode = planted.plant(
      'second sign-in code',
      await startSignIn(agent, inbox, { ...doctor, password: newPassword }),
    );
    const verifiedAgain = await agent
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email, VerificationCode: secondCode, RememberMe: false })
      .expect(200);
    planted.plant(
      'second known-device token',
      setCookiesOf(verifiedAgain).get(KNOWN_DEVICE_COOKIE)?.value ?? '',
    );
    await untilMailJobsFinished();
  }

  /** The e-mails arrived; their jobs' last writes (completion, removal) follow within moments. */
  async function untilMailJobsFinished(): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      if (Date.now() > deadline) throw new Error(`mail jobs still pending: ${JSON.stringify(counts)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function logPlaces(): Place[] {
    return [
      { where: 'the gateway log', text: gateway.output() },
      { where: 'the auth service log', text: auth.output() },
    ];
  }

  it('finds no planted value in any queue key (job data, return values, failure reasons, stack traces, events)', async () => {
    const queueKeys = (await redisPlaces(redis)).filter(({ where }) => where.includes(`${keyPrefix}:bull:`));

    expect(queueKeys.length).toBeGreaterThan(0);
    expect(planted.sightingsIn(queueKeys)).toEqual([]);
  });

  it("finds no planted value in Redis's append-only files on disk, which keep deleted entries until a rewrite", () => {
    const files = appendOnlyFilePlaces(privateRedis.dir);

    expect(files.some(({ text }) => text.includes(`${keyPrefix}:rpc:auth`))).toBe(true);
    expect(planted.sightingsIn(files)).toEqual([]);
  });

  it('finds no planted value in any log line of the gateway or the auth service', () => {
    expect(logPlaces().every(({ text }) => text.length > 0)).toBe(true);
    expect(planted.sightingsIn(logPlaces())).toEqual([]);
  });

  it('finds no planted value in any Redis key at all', async () => {
    // A caller trims the replies it has read a moment later (one trim per interval, not one per reply): the scan
    // follows that trim, every reply stream of the flow empty.
    await until('the reply streams trimmed', async () => {
      const replyStreams = await redis.keys(`${keyPrefix}:reply:*`);
      const lengths = await Promise.all(replyStreams.map((key) => redis.xlen(key)));
      return lengths.every((length) => length === 0) ? true : undefined;
    });
    const sightings = planted.sightingsIn(await redisPlaces(redis));
    expect(sightings).toEqual([]);
  });
});
