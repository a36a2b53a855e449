import type { Express } from 'express';
import request from 'supertest';
import { loginRequestSchema } from '@medi/contracts';
import { z } from 'zod';
import { OpenApiController } from '../src/openapi/openapi.controller';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
        };
        parameters: { name: string; in: string; required: boolean }[];
        security?: unknown[];
      }
    >
  >;
}

/** Not the API: the web app's client-side routes (StaticWebModule) and middleware Nest applies to every path. */
const WEB_APP_CATCH_ALL = '/{*path}';

/** Every route Express will answer, from its router (not from Nest's metadata the document is built from). */
function expressRoutes(app: Express): string[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    return Object.keys(layer.route.methods)
      .filter((method) => method !== '_all')
      .flatMap((method) => paths.map((path) => `${method.toUpperCase()} ${path}`));
  });
}

function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`,
    ),
  );
}

describe('OpenAPI document of the gateway', () => {
  let gateway: StartedGateway;
  let document: OpenApiDocument;

  beforeAll(async () => {
    gateway = await startGateway({ KEY_PREFIX: uniqueKeyPrefix('openapi') });
    // Serving: its Redis connections are open, so closing it after these quick checks interrupts no start-up.
    await request(gateway.app.getHttpServer()).get('/readyz').expect(200);
    // Who may read it over HTTP (support staff only) is support-area.int-spec's; this file checks what it says.
    document = gateway.app.get(OpenApiController).get() as OpenApiDocument;
  });

  afterAll(async () => {
    await gateway?.app.close();
  });

  it('documents exactly the routes the gateway answers', () => {
    const answered = expressRoutes(gateway.app.getHttpAdapter().getInstance()).filter(
      (route) => !route.endsWith(` ${WEB_APP_CATCH_ALL}`),
    );
    expect(answered.length).toBeGreaterThan(30);
    expect(documentedRoutes(document).sort()).toEqual([...new Set(answered)].sort());
  });

  it('describes every body and query a handler reads with the zod schema it is validated with', () => {
    const routes = gateway.app.get(OpenApiController).routes();
    const undescribed = routes
      .filter((route) => route.undescribed.length > 0)
      .map((route) => `${route.method} ${route.path}: ${route.undescribed.join(', ')}`);
    expect(undescribed).toEqual([]);
  });

  it('builds request bodies, path and query parameters and the sign-in requirement from the code', () => {
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/api/manage/login'].post;
    const loginFields = Object.keys(
      (z.toJSONSchema(loginRequestSchema, { io: 'input' }) as { properties: object }).properties,
    );
    expect(Object.keys(login.requestBody!.content['application/json'].schema.properties)).toEqual(
      loginFields,
    );
    expect(login.security).toBeUndefined();

    const licensePattern = document.paths['/api/manage/license-pattern/{countryId}'].get;
    expect(licensePattern.parameters).toEqual([
      expect.objectContaining({ name: 'countryId', in: 'path', required: true }),
    ]);
    const emailCheck = document.paths['/api/manage/emailcheck'].get;
    expect(emailCheck.parameters.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ['emailId', 'query'],
    ]);
    expect(document.paths['/api/Session/create-session'].post.security).toEqual([{ session: [] }]);
    expect(
      Object.keys(
        document.paths['/api/patient/insert-update-patient'].post.requestBody!.content['application/json']
          .schema.properties,
      ),
    ).toEqual(expect.arrayContaining(['PatientId', 'PatientName', 'Gender', 'DoB', 'PatientConsent']));
  });
});
