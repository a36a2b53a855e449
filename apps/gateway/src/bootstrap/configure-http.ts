import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { json, type RequestHandler } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { GatewayConfig } from '../config/env';

const IMAGE_UPLOAD_ROUTES = [
  '/api/profile/update',
  '/api/settings/update-clinic',
  '/api/settings/update-doctor',
];
const IMAGE_UPLOAD_BODY_LIMIT = '8mb';

/**
 * HTTP plumbing that lives outside the module graph; main.ts and the integration tests both apply it,
 * so the tests exercise the same headers, cookies and proxy trust as production.
 */
export function configureHttp(app: NestExpressApplication, config: GatewayConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
    }),
  );
  app.use(cookieParser());
  // The routes that carry a base64 picture get room for one 5 MB image; every other route keeps the small default.
  // A named wrapper: Nest skips its own JSON parser when it finds a handler called 'jsonParser' already mounted.
  const imageJson = json({ limit: IMAGE_UPLOAD_BODY_LIMIT });
  const imageUploadBody: RequestHandler = (request, response, next) => imageJson(request, response, next);
  app.use(IMAGE_UPLOAD_ROUTES, imageUploadBody);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
}
