import request from 'supertest';
import { QUEUE_NAMES } from '@medi/contracts';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';

const USER = 'support';
const PASSWORD = 'correct horse battery';
const FAILURES_ALLOWED = 6;
let lastIp = 0;
/** Each test speaks from addresses of its own, so one test's failures never spend another's budget. */
const freshIp = () => `198.51.100.${++lastIp}`;

describe('queue dashboard with credentials configured', () => {
  let gateway: StartedGateway;

  beforeAll(async () => {
    gateway = await startGateway({
      KEY_PREFIX: uniqueKeyPrefix('dashboard'),
      BULL_BOARD_USER: USER,
      BULL_BOARD_PASSWORD: PASSWORD,
      RATE_LIMIT_OVERRIDES: JSON.stringify({ queueDashboard: { perIp: FAILURES_ALLOWED } }),
    });
  });

  afterAll(async () => {
    await gateway?.app.close();
  });

  const http = () => request(gateway.app.getHttpServer());

  it('challenges a request without credentials', async () => {
    const response = await http().get('/admin/queues').expect(401);

    expect(response.headers['www-authenticate']).toBe('Basic realm="MediScribe queues"');
  });

  it('refuses a wrong password and a wrong user', async () => {
    await http().get('/admin/queues').auth(USER, 'correct horse battery!').expect(401);
    await http().get('/admin/queues').auth('admin', PASSWORD).expect(401);
  });

  it('guards the dashboard API as well as its page', async () => {
    await http().get('/admin/queues/api/queues').expect(401);
  });

  it('rate limits wrong passwords per IP like sign-in, then refuses even the right one from there', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++) {
      await http().get('/admin/queues').set('X-Forwarded-For', ip).auth(USER, `guess ${attempt}`).expect(401);
    }

    const refused = await http()
      .get('/admin/queues')
      .set('X-Forwarded-For', ip)
      .auth(USER, PASSWORD)
      .expect(429);

    expect(refused.body).toMatchObject({ code: 'COMMON.RATE_LIMITED', statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await http().get('/admin/queues').set('X-Forwarded-For', freshIp()).auth(USER, PASSWORD).expect(200);
  });

  it('never runs a signed-in support user out of budget', async () => {
    const ip = freshIp();
    for (let request = 0; request < FAILURES_ALLOWED * 3; request++) {
      await http()
        .get('/admin/queues/api/queues')
        .set('X-Forwarded-For', ip)
        .auth(USER, PASSWORD)
        .expect(200);
    }
  });

  it('serves the dashboard with the right credentials', async () => {
    const response = await http().get('/admin/queues').auth(USER, PASSWORD).expect(200);

    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<base href="/admin/queues/"');
  });

  it('lists every queue of the contracts', async () => {
    const response = await http().get('/admin/queues/api/queues').auth(USER, PASSWORD).expect(200);

    const names = (response.body as { queues: { name: string }[] }).queues.map((queue) => queue.name);
    expect(names.sort()).toEqual([...QUEUE_NAMES].sort());
  });
});

describe('queue dashboard without credentials', () => {
  let gateway: StartedGateway;

  beforeAll(async () => {
    gateway = await startGateway({ KEY_PREFIX: uniqueKeyPrefix('no-dashboard') });
  });

  afterAll(async () => {
    await gateway?.app.close();
  });

  it('is not mounted at all', async () => {
    const response = await request(gateway.app.getHttpServer()).get('/admin/queues').expect(404);

    expect(response.body).toMatchObject({ code: 'COMMON.NOT_FOUND', statusCode: 404 });
  });
});

describe('queue dashboard credentials in the environment', () => {
  it('refuses to start with a user but no password', async () => {
    await expect(startGateway({ BULL_BOARD_USER: USER })).rejects.toThrow(
      /BULL_BOARD_PASSWORD: BULL_BOARD_USER and BULL_BOARD_PASSWORD are set together/,
    );
  });
});
