import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, type RequestHandler } from 'express';
import type { HelmetOptions } from 'helmet';
import { Logger } from 'nestjs-pino';
import {
  GLOBAL_CONFIG_PATH,
  type GlobalConfigAnswer,
  globalConfigAnswer,
} from '../api/config/global-config.route';
import type { GatewayConfig } from '../config/env';
import { type HeaderList, securityHeadersOf } from '../security/security-headers';

const IMAGE_UPLOAD_ROUTES = [
  '/api/profile/update',
  '/api/settings/update-clinic',
  '/api/settings/update-doctor',
];
const IMAGE_UPLOAD_BODY_LIMIT = '8mb';

/** API answers carry personal data, so no browser or shared cache may keep them (errors included). */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

/** helmet's security headers on every response, and no-store on API answers. One middleware, ahead of everything else. */
function responseHeaders(securityHeaders: HeaderList): RequestHandler {
  return (request, response, next) => {
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    if (request.path.startsWith('/api/')) response.setHeader(...NO_STORE);
    next();
  };
}

function helmetOptions(config: GatewayConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay's checkout.js and the payment frame it opens (spec 02 section 7).
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        // Mantine sets style attributes and injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break a plain-HTTP deployment (npm start on a LAN address); only ask for it behind HTTPS.
        upgradeInsecureRequests: config.PUBLIC_ORIGIN?.startsWith('https:') ? [] : null,
      },
    },
  };
}

/** Options of NestFactory.create for main.ts and the tests alike. rawBody: Razorpay signs the webhook's exact bytes. */
export const GATEWAY_APP_OPTIONS = { bufferLogs: true, rawBody: true } as const;

/**
 * HTTP plumbing that lives outside the module graph; main.ts and the integration tests both apply it,
 * so the tests exercise the same headers, cookies and proxy trust as production.
 */
export function configureHttp(app: NestExpressApplication, config: GatewayConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  const securityHeaders = securityHeadersOf(helmetOptions(config));
  app.use(responseHeaders(securityHeaders));
  const globalConfig = globalConfigAnswer(config, [...securityHeaders, NO_STORE]);
  answerBeforeExpress(app.getHttpServer(), GLOBAL_CONFIG_PATH, globalConfig);
  // The same answer for what Express matches besides the exact path (another letter case, a trailing slash), before
  // Nest's middleware and router (registered when the app starts listening).
  app.getHttpAdapter().getInstance().get(GLOBAL_CONFIG_PATH, globalConfig);
  // The routes that carry a base64 picture get room for one 5 MB image; every other route keeps the small default.
  // A named wrapper: Nest skips its own JSON parser when it finds a handler called 'jsonParser' already mounted.
  const imageJson = json({ limit: IMAGE_UPLOAD_BODY_LIMIT });
  const imageUploadBody: RequestHandler = (request, response, next) => imageJson(request, response, next);
  app.use(IMAGE_UPLOAD_ROUTES, imageUploadBody);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  limitSlowClients(app.getHttpServer(), config);
}

/**
 * GET and HEAD of exactly `path` (with or without a query) are answered at the HTTP server's door, before Express:
 * its per-request set-up and router cost several times what an answer from memory does (bench-gateway, this 2-core
 * machine: 196 µs of gateway CPU per /api/Config/get through Express, 51 µs at the door).
 */
function answerBeforeExpress(server: Server, path: string, answer: GlobalConfigAnswer): void {
  const listeners = server.listeners('request');
  if (listeners.length !== 1)
    throw new Error(`Expected Express alone on the HTTP server, found ${listeners.length}`);
  const [express] = listeners as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const exact = url.startsWith(path) && (url.length === path.length || url[path.length] === '?');
    if (exact && (request.method === 'GET' || request.method === 'HEAD')) answer(request, response);
    else express(request, response);
  });
}

/**
 * A client that trickles its headers or body (slowloris) is cut once the header or request time is up, so a few
 * hundred slow sockets cannot hold the gateway's connections. Node enforces both only until a socket is upgraded:
 * a WebSocket lives on untouched. The check runs often enough that a slow socket outlives its limit by a fraction.
 */
function limitSlowClients(server: Server, config: GatewayConfig): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  // Read when the server starts listening (Node starts the sweep then), so setting it here takes effect.
  // Node 20 has the property without a type for it.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1_000,
    Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 4),
  );
}
