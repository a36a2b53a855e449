import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { AccessPattern } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from './access-cookies';
import type { SessionUser } from './session-user';

/**
 * The signed-in user behind a request's raw headers, as the auth service resolves the HttpOnly session cookie;
 * undefined for no cookie or an unknown, idle, expired or revoked session. Works on an HTTP request and on a
 * WebSocket upgrade alike, so both admit users by the same rule.
 */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
  ) {}

  async resolve(headers: IncomingHttpHeaders): Promise<SessionUser | undefined> {
    const sessionToken = this.cookies.readSessionToken(headers);
    if (!sessionToken) return undefined;
    return (await this.services.send(AccessPattern.ResolveSession, { sessionToken })) ?? undefined;
  }
}
