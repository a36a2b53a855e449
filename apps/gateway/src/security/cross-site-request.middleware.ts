import { Inject, Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ACCESS_MESSAGES, AppError } from '@medi/contracts';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { checkRequestOrigin } from './origin-policy';

/** Applies the origin policy (origin-policy.ts) to every API request that goes through Express. */
@Injectable()
export class CrossSiteRequestMiddleware implements NestMiddleware {
  private readonly logger = new Logger(CrossSiteRequestMiddleware.name);

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    const verdict = checkRequestOrigin(
      {
        method: request.method,
        headers: request.headers,
        protocol: request.protocol === 'https' ? 'https' : 'http',
      },
      this.config.PUBLIC_ORIGIN,
    );
    // Thrown, not passed to next(): Nest hands a thrown error to the app's exception filter.
    if (!verdict.allowed) {
      this.logger.warn(`Cross-site request refused: ${verdict.reason}`);
      throw new AppError('AUTH.CROSS_SITE_REQUEST', ACCESS_MESSAGES.crossSiteRefused);
    }
    next();
  }
}
