import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { GatewayConfig } from '../config/env';

/** Options of NestFactory.create for main.ts and the tests alike. rawBody: Razorpay signs the webhook's exact bytes. */
export const GATEWAY_APP_OPTIONS = { bufferLogs: true, rawBody: true } as const;

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
    }),
  );
  app.use(cookieParser());
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
}
