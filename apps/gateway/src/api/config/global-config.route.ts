import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GlobalConfigResponse } from '@medi/contracts';
import { CORRELATION_ID_HEADER, correlationIdOf } from '@medi/nest-common';
import type { GatewayConfig } from '../../config/env';
import type { HeaderList } from '../../security/security-headers';

export const GLOBAL_CONFIG_PATH = '/api/Config/get';

export type GlobalConfigAnswer = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Public settings the web app reads at start (brand name, support address, Medi Assist link), answered from memory:
 * the body never changes and every page load asks for it. The answer writes every header itself (`apiHeaders`: the
 * security and no-store headers of any API answer), so it needs nothing run before it and is served ahead of Express
 * (configure-http.ts); the correlation id is echoed as on every route.
 */
export function globalConfigAnswer(config: GatewayConfig, apiHeaders: HeaderList): GlobalConfigAnswer {
  const answer: GlobalConfigResponse = {
    domainName: config.DOMAIN_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    mediAssistBaseUrl: config.MEDI_ASSIST_BASE_URL,
  };
  const body = Buffer.from(JSON.stringify(answer));
  // One flat list for writeHead: Node then writes it as it is, without building a header map per response.
  const headers = [
    ...apiHeaders.flat(),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(body.length),
  ];
  return (request, response) => {
    response.writeHead(200, [...headers, CORRELATION_ID_HEADER, correlationIdOf(request)]);
    response.end(body);
  };
}
