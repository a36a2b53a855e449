import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';

const INDEX_HTML = '<!doctype html><html><body><div id="root" data-test="spa-index"></div></body></html>';
const ASSET_JS = 'console.log("hashed asset");';

describe('web app served by the gateway', () => {
  let webDist: string;
  let gateway: StartedGateway;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'medi-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), ASSET_JS);
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startGateway({ KEY_PREFIX: uniqueKeyPrefix('web'), WEB_DIST: webDist });
  });

  afterAll(async () => {
    await gateway?.app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const http = () => request(gateway.app.getHttpServer());

  it.each(['/', '/dashboard', '/login', '/patients/12/report'])(
    'answers the client route %s with index.html, never cached',
    async (path) => {
      const response = await http().get(path).expect(200);

      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await http().get('/assets/index-3f9a1c.js').expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(ASSET_JS);
  });

  it('revalidates unhashed files', async () => {
    const response = await http().get('/favicon.svg').expect(200);

    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await http().get('/assets/index-gone.js').expect(404);

    expect(response.body).toMatchObject({ code: 'COMMON.NOT_FOUND' });
  });

  it('answers an unknown /api route with the JSON 404, not the page', async () => {
    const response = await http().get('/api/unknown').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ code: 'COMMON.NOT_FOUND', statusCode: 404 });
  });

  it.each(['/admin/queues', '/healthz', '/readyz', '/metrics'])('leaves %s to the server', async (path) => {
    const response = await http().get(path);

    expect(response.text).not.toBe(INDEX_HTML);
  });

  it('keeps answering a malformed JSON body to an /api route with 400', async () => {
    const response = await http()
      .post('/api/manage/login')
      .set('content-type', 'application/json')
      .send('{"Email":')
      .expect(400);

    expect(response.body).toMatchObject({ code: 'COMMON.BAD_REQUEST' });
  });
});

describe('gateway without a web build', () => {
  let gateway: StartedGateway;

  beforeAll(async () => {
    gateway = await startGateway({
      KEY_PREFIX: uniqueKeyPrefix('no-web'),
      WEB_DIST: join(tmpdir(), 'medi-no-web-build'),
    });
  });

  afterAll(async () => {
    await gateway?.app.close();
  });

  it('serves the API only', async () => {
    await request(gateway.app.getHttpServer()).get('/api/Config/get').expect(200);
    const response = await request(gateway.app.getHttpServer()).get('/dashboard').expect(404);

    expect(response.body).toMatchObject({ code: 'COMMON.NOT_FOUND' });
  });
});
