import type { RequestHandler } from 'express';
import type { GlobalConfigResponse } from '@medi/contracts';
import { CORRELATION_ID_HEADER, correlationIdOf } from '@medi/nest-common';
import type { GatewayConfig } from '../../config/env';

export const GLOBAL_CONFIG_PATH = '/api/Config/get';

/**
 * Public settings the web app reads at start (brand name, support address, Medi Assist link), answered from memory
 * ahead of Nest's pipeline: the body never changes, and the request log line, metrics timer, router and body parser
 * cost the gateway several times what the answer does (every page load asks for it). The security and no-store
 * headers are set before it, and the correlation id is echoed as on every route.
 */
export function globalConfigRoute(config: GatewayConfig): RequestHandler {
  const answer: GlobalConfigResponse = {
    domainName: config.DOMAIN_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    mediAssistBaseUrl: config.MEDI_ASSIST_BASE_URL,
  };
  const body = Buffer.from(JSON.stringify(answer));
  return (request, response) => {
    response.setHeader(CORRELATION_ID_HEADER, correlationIdOf(request));
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', body.length);
    response.end(body);
  };
}
