import type { INestMicroservice } from '@nestjs/common';
import request from 'supertest';
import type { ErrorResponseBody } from '@medi/contracts';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './support/gateway-harness';
import { RESPONDER_COUNTRIES, startTestAuthResponder } from './support/test-auth-responder';

describe('gateway routes of a service that is down', () => {
  const keyPrefix = uniqueKeyPrefix('unavailable');
  let gateway: StartedGateway;
  let responder: INestMicroservice | undefined;

  beforeAll(async () => {
    gateway = await startGateway({ KEY_PREFIX: keyPrefix, TRANSPORT_DEADLINE_MS: '1000' });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await responder?.close();
  });

  const http = () => request(gateway.app.getHttpServer());

  async function timed(path: string): Promise<{ response: request.Response; elapsedMs: number }> {
    const startedAt = Date.now();
    const response = await http().get(path);
    return { response, elapsedMs: Date.now() - startedAt };
  }

  function expectUnavailable({ response, elapsedMs }: { response: request.Response; elapsedMs: number }) {
    expect(response.status).toBe(503);
    expect(response.body as ErrorResponseBody).toMatchObject({
      code: 'TRANSPORT.SERVICE_UNAVAILABLE',
      message: 'The auth service is unavailable. Please try again shortly.',
      statusCode: 503,
    });
    // At once, not after the transport deadline.
    expect(elapsedMs).toBeLessThan(500);
  }

  it('answers 503 at once for a route of a service with no live replica while the gateway’s own routes answer', async () => {
    expectUnavailable(await timed('/api/manage/countries'));
    await http().get('/api/Config/get').expect(200);
  });

  it('answers again once a replica is up, and 503 soon after it stops', async () => {
    ({ responder } = await startTestAuthResponder(testRedisUrl(), keyPrefix));
    const answered = await http().get('/api/manage/countries').expect(200);
    expect(answered.body).toEqual(RESPONDER_COUNTRIES);

    await responder.close();
    responder = undefined;
    let last = await timed('/api/manage/countries');
    const deadline = Date.now() + 10_000;
    while (last.response.status !== 503 && Date.now() < deadline) last = await timed('/api/manage/countries');

    expectUnavailable(last);
    await http().get('/api/Config/get').expect(200);
  });
});
