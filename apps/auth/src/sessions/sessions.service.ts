import { Injectable } from '@nestjs/common';
import { ACCESS_MESSAGES, type ResolveSessionReply, type SuccessReply } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { newSecretToken, tokenHashOf } from '../security/secrets';
import { sessionDisplayOf } from '../users/user-identity';
import { isLastSeenStale, isSessionActive, sessionExpiresAt } from './session-lifetime.policy';
import { SessionsRepository } from './sessions.repository';

export interface StartedSession {
  sessionToken: string;
  /** Absent for a session that ends with the browser (no Remember me). */
  expiresAt?: Date;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  /** A new random token at every sign-in, so a token planted before sign-in is never promoted. */
  async start(userId: string, rememberMe: boolean): Promise<StartedSession> {
    const now = this.clock.now();
    const sessionToken = newSecretToken();
    const expiresAt = sessionExpiresAt(rememberMe, now);
    await this.sessions.insert({
      userId,
      tokenHash: tokenHashOf(sessionToken),
      rememberMe,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { sessionToken, expiresAt: rememberMe ? expiresAt : undefined };
  }

  async resolve(sessionToken: string): Promise<ResolveSessionReply> {
    const now = this.clock.now();
    const session = await this.sessions.findWithUser(tokenHashOf(sessionToken));
    if (!session || !isSessionActive(session, now)) return null;
    if (isLastSeenStale(session, now)) await this.sessions.touch(session.id, now);
    return { userId: session.user.id, display: sessionDisplayOf(session.user) };
  }

  async end(sessionToken: string): Promise<SuccessReply> {
    await this.sessions.revokeByTokenHash(tokenHashOf(sessionToken), this.clock.now());
    return { success: true, message: ACCESS_MESSAGES.loggedOut };
  }

  /** After a password change or reset, no session opened with the old password survives. */
  async endAllOfUser(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, this.clock.now());
  }
}
