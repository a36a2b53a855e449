import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeadersOf } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
};

describe('securityHeadersOf', () => {
  it('lists the headers helmet sets on a response, with the same values', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(OPTIONS)(response.req, response, () => undefined);

    const listed = Object.fromEntries(
      securityHeadersOf(OPTIONS).map(([name, value]) => [name.toLowerCase(), value]),
    );

    expect(listed).toEqual(response.getHeaders());
    expect(listed['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
