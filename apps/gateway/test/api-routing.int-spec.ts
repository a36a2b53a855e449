import type { INestMicroservice } from '@nestjs/common';
import request from 'supertest';
import { EMAIL_MESSAGES, type ErrorResponseBody, SIGNUP_MESSAGES, TEXT_MESSAGES } from '@medi/contracts';
import { MetricsListener } from '@medi/nest-common';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './support/gateway-harness';
import {
  RESPONDER_COUNTRIES,
  RESPONDER_PATTERNS,
  type ResponderLog,
  SILENT_COUNTRY_ID,
  SLOW_COUNTRY_ID,
  startTestAuthResponder,
} from './support/test-auth-responder';

const DEADLINE_MS = 1_000;

describe('gateway API routing through the transport', () => {
  const keyPrefix = uniqueKeyPrefix('routing');
  let gateway: StartedGateway;
  let responder: INestMicroservice;
  let responderLog: ResponderLog;

  beforeAll(async () => {
    ({ responder, log: responderLog } = await startTestAuthResponder(testRedisUrl(), keyPrefix));
    gateway = await startGateway({
      KEY_PREFIX: keyPrefix,
      TRANSPORT_DEADLINE_MS: String(DEADLINE_MS),
      DOMAIN_NAME: 'Scribe Test Domain',
      SUPPORT_EMAIL: 'help@scribe.test',
      MEDI_ASSIST_BASE_URL: 'https://assist.scribe.test',
    });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await responder?.close();
  });

  const http = () => request(gateway.app.getHttpServer());

  it('answers /api/Config/get from the configuration', async () => {
    const response = await http().get('/api/Config/get').expect(200);

    expect(response.body).toEqual({
      domainName: 'Scribe Test Domain',
      supportEmail: 'help@scribe.test',
      mediAssistBaseUrl: 'https://assist.scribe.test',
    });
  });

  it('answers /api/Config/get ahead of Express with the headers of any API answer, and its variants through Express alike', async () => {
    const exact = await http().get('/api/Config/get?v=1').set('x-correlation-id', 'door-1').expect(200);
    const variant = await http().get('/api/config/get/').expect(200);
    const head = await http().head('/api/Config/get').expect(200);
    const throughNest = await http().get('/api/manage/countries').expect(200);

    expect(variant.body).toEqual(exact.body);
    expect(head.headers['content-length']).toBe(exact.headers['content-length']);
    expect(exact.headers['x-correlation-id']).toBe('door-1');
    const perResponse = ['date', 'connection', 'keep-alive', 'content-length', 'etag', 'x-correlation-id'];
    const headersOf = (response: { headers: Record<string, string> }) =>
      Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perResponse.includes(name)));
    expect(headersOf(exact)).toEqual(headersOf(throughNest));
    expect(headersOf(variant)).toEqual(headersOf(exact));
  });

  it('passes the country list through from the auth service', async () => {
    const response = await http().get('/api/manage/countries').expect(200);

    expect(response.body).toEqual(RESPONDER_COUNTRIES);
  });

  it('passes a licence pattern through, with the country id parsed to a number', async () => {
    const response = await http().get('/api/manage/license-pattern/2').expect(200);

    expect(response.body).toEqual({ regexPattern: RESPONDER_PATTERNS[2] });
  });

  it('rejects a non-numeric country id with the validation body, without calling the service', async () => {
    const callsBefore = responderLog.correlationIds.length;

    const response = await http()
      .get('/api/manage/license-pattern/abc')
      .set('x-correlation-id', 'validation-check-1')
      .expect(400);

    expect(response.body).toEqual({
      code: 'COMMON.VALIDATION_FAILED',
      message: 'countryId must be a positive integer.',
      statusCode: 400,
      correlationId: 'validation-check-1',
      details: { countryId: ['countryId must be a positive integer.'] },
    } satisfies ErrorResponseBody);
    expect(responderLog.correlationIds).toHaveLength(callsBefore);
  });

  it("maps a service's AppError to its status and code, with the request's correlation id", async () => {
    const response = await http()
      .get('/api/manage/license-pattern/99')
      .set('x-correlation-id', 'missing-country-42')
      .expect(404);

    expect(response.body).toEqual({
      code: 'AUTH.COUNTRY_NOT_FOUND',
      message: 'Country 99 does not exist.',
      statusCode: 404,
      correlationId: 'missing-country-42',
    } satisfies ErrorResponseBody);
    expect(response.headers['x-correlation-id']).toBe('missing-country-42');
  });

  it('carries the correlation id from the HTTP request to the service handler and back on the response', async () => {
    const response = await http()
      .get('/api/manage/countries')
      .set('x-correlation-id', 'trace-me-7')
      .expect(200);

    expect(response.headers['x-correlation-id']).toBe('trace-me-7');
    expect(responderLog.correlationIds).toContain('trace-me-7');
  });

  it('makes a correlation id when the caller sends none and echoes it', async () => {
    const response = await http().get('/api/Config/get').expect(200);

    expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 504 TRANSPORT.DEADLINE_EXCEEDED soon after the deadline when the service does not answer', async () => {
    const startedAt = Date.now();

    const response = await http().get(`/api/manage/license-pattern/${SILENT_COUNTRY_ID}`).expect(504);

    const elapsedMs = Date.now() - startedAt;
    expect(response.body).toMatchObject({ code: 'TRANSPORT.DEADLINE_EXCEEDED', statusCode: 504 });
    // The internal message names the service, pattern and deadline: none of it reaches the client.
    expect((response.body as ErrorResponseBody).message).not.toMatch(/auth|license-pattern|\d/);
    expect(elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(elapsedMs).toBeLessThan(DEADLINE_MS + 700);
  });

  it('answers an unknown /api route with the 404 error body', async () => {
    const response = await http().get('/api/unknown').set('x-correlation-id', 'unknown-route-1').expect(404);

    expect(response.body).toEqual({
      code: 'COMMON.NOT_FOUND',
      message: 'Cannot GET /api/unknown',
      statusCode: 404,
      correlationId: 'unknown-route-1',
    } satisfies ErrorResponseBody);
  });

  it('answers a malformed JSON body with 400 COMMON.BAD_REQUEST', async () => {
    const response = await http()
      .post('/api/manage/countries')
      .set('content-type', 'application/json')
      .send('{"broken":')
      .expect(400);

    expect(response.body).toMatchObject({ code: 'COMMON.BAD_REQUEST', statusCode: 400 });
  });

  it.each([
    ['/api/manage/emailcheck?emailId=%00', 'emailId', EMAIL_MESSAGES.invalid],
    ['/api/manage/emailcheck?emailId=asha.menon%00@hospital.in', 'emailId', EMAIL_MESSAGES.invalid],
    [
      '/api/manage/check-duplicate-license?licenseNumber=%2Fe%00',
      'licenseNumber',
      SIGNUP_MESSAGES.licenseInvalid,
    ],
  ])(
    'answers a NUL in a query parameter (%s) with 400 and the field message',
    async (path, field, message) => {
      const response = await http().get(path).expect(400);

      expect(response.body).toMatchObject({
        code: 'COMMON.VALIDATION_FAILED',
        message,
        details: { [field]: [message] },
      });
    },
  );

  it('answers a NUL in a body text field with 400 and the field message', async () => {
    const response = await http()
      .post('/api/manage/requestdemo')
      .send({
        Name: 'Rahul Nair',
        Email: 'rahul.nair@clinic.in',
        CountryCode: '+91',
        Phone: '9876543210',
        Requirements: 'We need\u0000 a demo',
      })
      .expect(400);

    expect(response.body).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      details: { Requirements: [TEXT_MESSAGES.controlCharacters] },
    });
  });

  it('forbids caching of every API answer, successes and errors alike', async () => {
    const answers = await Promise.all([
      http().get('/api/Config/get').expect(200),
      http().get('/api/manage/countries').expect(200),
      http().get('/api/manage/license-pattern/abc').expect(400),
      http().get('/api/no-such-route').expect(404),
    ]);

    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(Array(4).fill('no-store'));
  });

  it('sends the security headers with a CSP that allows the built web app and nothing foreign', async () => {
    const response = await http().get('/api/Config/get').expect(200);

    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves liveness and readiness publicly, and metrics only on their own port', async () => {
    await http().get('/healthz').expect(200);
    const ready = await http().get('/readyz').expect(200);
    await http().get('/metrics').expect(404);
    const metrics = await fetch(gateway.app.get(MetricsListener).url);

    expect(ready.body).toMatchObject({ status: 'ok' });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
  });
});

describe('gateway shutdown', () => {
  const keyPrefix = uniqueKeyPrefix('shutdown');
  let responder: INestMicroservice;

  beforeAll(async () => {
    ({ responder } = await startTestAuthResponder(testRedisUrl(), keyPrefix));
  });

  afterAll(async () => {
    await responder?.close();
  });

  it('finishes a request in flight, then stops accepting connections', async () => {
    const { app } = await startGateway({ KEY_PREFIX: keyPrefix, TRANSPORT_DEADLINE_MS: '5000' });
    await app.listen(0, '127.0.0.1');
    const baseUrl = await app.getUrl();

    const inFlight = fetch(`${baseUrl}/api/manage/license-pattern/${SLOW_COUNTRY_ID}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closed = app.close();

    const response = await inFlight;
    const answeredAt = Date.now();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ regexPattern: RESPONDER_PATTERNS[SLOW_COUNTRY_ID] });
    await closed;
    // The client keeps its connection alive; the drain closes it once idle instead of waiting for it to time out.
    expect(Date.now() - answeredAt).toBeLessThan(1_500);
    await expect(fetch(`${baseUrl}/api/Config/get`)).rejects.toThrow();
  });
});
