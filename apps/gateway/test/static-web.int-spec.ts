import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';

const INDEX_HTML = '<!doctype html><html><body><div id="root" data-test="spa-index"></div></body></html>';
const LOGIN_HTML =
  '<!doctype html><html><body><div id="root" data-prerendered-path="/login"></div></body></html>';
const ASSET_JS = 'console.log("hashed asset");';

describe('web app served by the gateway', () => {
  let webDist: string;
  let gateway: StartedGateway;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'medi-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'login'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'login', 'index.html'), LOGIN_HTML);
    writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), ASSET_JS);
    // What scripts/precompress.mjs leaves next to a built file; an odd bundle has a gzip copy only.
    for (const [file, content] of [
      ['index.html', INDEX_HTML],
      ['login/index.html', LOGIN_HTML],
      ['assets/index-3f9a1c.js', ASSET_JS],
    ]) {
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(content));
      writeFileSync(join(webDist, `${file}.gz`), gzipSync(content));
    }
    writeFileSync(join(webDist, 'assets', 'vendor-77aa01.js'), ASSET_JS);
    writeFileSync(join(webDist, 'assets', 'vendor-77aa01.js.gz'), gzipSync(ASSET_JS));
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startGateway({ KEY_PREFIX: uniqueKeyPrefix('web'), WEB_DIST: webDist });
  });

  afterAll(async () => {
    await gateway?.app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const http = () => request(gateway.app.getHttpServer());

  it.each(['/', '/dashboard', '/signup', '/login/', '/patients/12/report'])(
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

  it('sends the brotli copy of an asset to a client that takes brotli', async () => {
    const response = await http()
      .get('/assets/index-3f9a1c.js')
      .set('accept-encoding', 'gzip, deflate, br')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-length']).toBe(String(brotliCompressSync(ASSET_JS).length));
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['gzip', 'the asset has no brotli copy', '/assets/vendor-77aa01.js', 'br, gzip'],
    ['gzip', 'the client refuses brotli', '/assets/index-3f9a1c.js', 'br;q=0, gzip'],
  ])('sends the %s copy when %s', async (encoding, _reason, path, acceptEncoding) => {
    const response = await http().get(path).set('accept-encoding', acceptEncoding).expect(200);

    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.text).toBe(ASSET_JS);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const response = await http()
      .get('/assets/index-3f9a1c.js')
      .set('accept-encoding', 'identity')
      .expect(200);

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.text).toBe(ASSET_JS);
  });

  it('answers /login with the page the build prerendered for it, compressed and never cached', async () => {
    const response = await http().get('/login?from=mail').set('accept-encoding', 'gzip').expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(LOGIN_HTML);
  });

  it('sends index.html compressed for a client route, still never cached', async () => {
    const response = await http().get('/dashboard').set('accept-encoding', 'gzip').expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
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

  it.each(['/support', '/support/queues', '/healthz', '/readyz', '/metrics'])(
    'leaves %s to the server',
    async (path) => {
      const response = await http().get(path);

      expect(response.text).not.toBe(INDEX_HTML);
    },
  );

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
