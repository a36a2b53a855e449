import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { SupportPattern, type SupportSessionReply } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { identifyRequest } from '@medi/request-context';
import { SupportCookies } from './support-cookies';

export type SupportStaff = NonNullable<SupportSessionReply>;

/** The support staff member behind a request's support cookie; undefined without a live support session. */
@Injectable()
export class SupportSessionResolver {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: SupportCookies,
  ) {}

  async resolve(headers: IncomingHttpHeaders): Promise<SupportStaff | undefined> {
    const sessionToken = this.cookies.readSessionToken(headers);
    if (!sessionToken) return undefined;
    const staff = await this.services.send(SupportPattern.ResolveSession, { sessionToken });
    if (!staff) return undefined;
    identifyRequest({ actor: { kind: 'support', id: staff.supportId } });
    return staff;
  }
}
