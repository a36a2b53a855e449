import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { KNOWN_DEVICE_COOKIE } from '../auth/access-cookies';
import { clientIpOf } from '../auth/client-info';
import { readCookieToken } from '../auth/request-cookies';
import type { RequestWithSession } from '../auth/session-user';
import {
  RATE_LIMIT_POLICIES,
  type EmailSource,
  type RateLimitPolicy,
  type RateLimitPolicyName,
} from './rate-limit.policies';
import { RateLimiterService } from './rate-limiter.service';

/** Metadata key @RateLimit sets on a route. */
export const RATE_LIMIT_POLICY = 'medi:rate-limit-policy';
const EMAIL_KEY_MAX_LENGTH = 320;

/** Applies the route's @RateLimit policy; runs before validation, so malformed requests count too. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policyName = this.reflector.getAllAndOverride<RateLimitPolicyName | undefined>(RATE_LIMIT_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policyName) return true;
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const policy: RateLimitPolicy = RATE_LIMIT_POLICIES[policyName];
    const email = policy.perEmail ? emailKeyOf(request, policy.perEmail) : undefined;
    await this.limiter.consume(policyName, {
      ip: clientIpOf(request),
      ...(email ? { email } : {}),
      ...(request.user ? { userId: request.user.userId } : {}),
    });
    return true;
  }
}

/** The per-address key: the address, and the known-device cookie too where the policy keeps devices apart. */
function emailKeyOf(
  request: RequestWithSession,
  perEmail: NonNullable<RateLimitPolicy['perEmail']>,
): string | undefined {
  const email = emailOf(request, perEmail.email);
  if (!email || !perEmail.knownDeviceApart) return email;
  const deviceToken = readCookieToken(request.headers, KNOWN_DEVICE_COOKIE);
  // The limiter stores only a digest of the key, so the token never reaches Redis.
  return deviceToken ? `${email} device:${deviceToken}` : email;
}

/** The address as the auth service will see it (trimmed, lower-cased), so case games do not buy a new budget. */
function emailOf(request: RequestWithSession, source: EmailSource): string | undefined {
  const container: unknown = source.in === 'body' ? request.body : request.query;
  if (typeof container !== 'object' || container === null) return undefined;
  const value: unknown = (container as Record<string, unknown>)[source.field];
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toLowerCase();
  return normalized && normalized.length <= EMAIL_KEY_MAX_LENGTH ? normalized : undefined;
}
