import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACCESS_MESSAGES, AccessPattern, type SessionDisplay, type SuccessReply } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from '../../auth/access-cookies';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SessionResolver } from '../../auth/session-resolver';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { LiveRelayRepository } from '../../transcription/live-relay.repository';

@Controller('api/manage')
export class SignInSessionController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
    private readonly sessions: SessionResolver,
    private readonly live: LiveRelayRepository,
  ) {}

  /** Ends the server-side session when there is one; an already signed-out browser just gets its cookies cleared. */
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    const sessionToken = this.cookies.readSessionToken(request.headers);
    if (sessionToken) {
      const user = await this.sessions.resolve(request.headers);
      await this.services.send(AccessPattern.EndSession, { sessionToken });
      // The doctor's transcription sockets close on every gateway replica.
      if (user) await this.live.announceSignedOut(user.userId);
    }
    this.cookies.clearAll(request, response);
    return { success: true, message: ACCESS_MESSAGES.loggedOut };
  }

  /** Who is signed in, from the server-side session (the display cookies are not proof). */
  @Get('session')
  @UseGuards(SignedInGuard)
  current(@CurrentUser() user: SessionUser): SessionDisplay {
    return user.display;
  }
}
