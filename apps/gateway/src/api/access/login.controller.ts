import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCESS_MESSAGES,
  AccessPattern,
  AppError,
  type EmailOnlyRequest,
  emailOnlyRequestSchema,
  type LoginRequest,
  type LoginVerifiedResponse,
  loginRequestSchema,
  type ResendLoginCodeReply,
  type SuccessReply,
  type VerifyOtpRequest,
  verifyOtpRequestSchema,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from '../../auth/access-cookies';
import { clientInfoOf } from '../../auth/client-info';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodBody } from '../../validation/zod-validation.pipe';
import { SettingsStatus } from './settings-status.service';

/**
 * The two-step sign-in of spec 01 section 4. The attempt started by the password step is bound to this browser by
 * the HttpOnly `medi_login` cookie; a code is only accepted together with it. A complete sign-in leaves the HttpOnly
 * `medi_device` cookie, which the next sign-in from this browser presents (its own wrong-password budget).
 */
@Controller('api/manage/login')
export class LoginController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
    private readonly settingsStatus: SettingsStatus,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit('login')
  async start(
    @ZodBody(loginRequestSchema) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    const attempt = await this.services.send(AccessPattern.StartLogin, {
      email: body.Email,
      password: body.Password,
      client: clientInfoOf(request),
      deviceToken: this.cookies.readKnownDeviceToken(request.headers),
    });
    this.cookies.setAttempt(request, response, attempt);
    return { success: true, message: attempt.message };
  }

  @Post('verify')
  @HttpCode(200)
  @RateLimit('verify')
  async verify(
    @ZodBody(verifyOtpRequestSchema) body: VerifyOtpRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginVerifiedResponse> {
    const session = await this.services.send(AccessPattern.VerifyLoginCode, {
      // Without the cookie the auth service finds no attempt and answers AUTH.ATTEMPT_INVALID in its own words.
      attemptToken: this.cookies.readAttemptToken(request.headers) ?? '',
      email: body.Email,
      code: body.VerificationCode,
      rememberMe: body.RememberMe,
      client: clientInfoOf(request),
      deviceToken: this.cookies.readKnownDeviceToken(request.headers),
    });
    this.cookies.clearAttempt(request, response);
    this.cookies.setSession(request, response, session);
    if (session.knownDevice) this.cookies.setKnownDevice(request, response, session.knownDevice);
    return {
      success: true,
      image: session.image,
      redirectUrl: session.redirectUrl,
      isSettingsUpdated: await this.settingsStatus.isSettingsUpdated(session.display.userId),
    };
  }

  @Post('verify/resend')
  @HttpCode(200)
  @RateLimit('resend')
  async resend(
    @ZodBody(emailOnlyRequestSchema) body: EmailOnlyRequest,
    @Req() request: Request,
  ): Promise<ResendLoginCodeReply> {
    const reply = await this.services.send(AccessPattern.ResendLoginCode, {
      attemptToken: this.cookies.readAttemptToken(request.headers) ?? '',
      email: body.Email,
    });
    return { success: true, message: reply.message, retryAfterSeconds: reply.retryAfterSeconds };
  }

  /** 'Back to Login': the code is voided on the server and the browser forgets the attempt. */
  @Post('clear-otp')
  @HttpCode(200)
  async clear(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    const attemptToken = this.cookies.readAttemptToken(request.headers);
    this.cookies.clearAttempt(request, response);
    if (attemptToken) {
      try {
        await this.services.send(AccessPattern.CancelLogin, { attemptToken });
      } catch (error) {
        // An attempt that already ended is as cleared as it can be.
        if (!(error instanceof AppError && error.code === 'AUTH.ATTEMPT_INVALID')) throw error;
      }
    }
    return { success: true, message: ACCESS_MESSAGES.codeCleared };
  }
}
