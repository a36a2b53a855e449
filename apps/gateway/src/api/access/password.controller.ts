import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCESS_MESSAGES,
  AccessPattern,
  AppError,
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type EmailOnlyRequest,
  emailOnlyRequestSchema,
  type PasswordCheckQuery,
  type PasswordCheckResponse,
  passwordCheckQuerySchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
  type SuccessReply,
  type ValidateResetTokenReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from '../../auth/access-cookies';
import { LiveRelayRepository } from '../../transcription/live-relay.repository';
import { clientInfoOf } from '../../auth/client-info';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { ValidatedWith } from '../../openapi/request-schemas';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodBody, ZodQuery } from '../../validation/zod-validation.pipe';

export interface ForgotPasswordResponse extends SuccessReply {
  status: 200;
}

/** Forgotten, reset and changed passwords, and the current-password check of the change popup. */
@Controller('api/manage')
export class PasswordController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
    private readonly live: LiveRelayRepository,
  ) {}

  /** The same answer whether or not the address has an account: the e-mail is the only difference. */
  @Post('forgetpassword')
  @HttpCode(200)
  @RateLimit('forgotPassword')
  async forgotPassword(
    @ZodBody(emailOnlyRequestSchema) body: EmailOnlyRequest,
    @Req() request: Request,
  ): Promise<ForgotPasswordResponse> {
    await this.services.send(AccessPattern.RequestPasswordReset, {
      email: body.Email,
      client: clientInfoOf(request),
    });
    return { status: 200, success: true, message: ACCESS_MESSAGES.forgotPasswordSent };
  }

  @Get('validate-reset-token')
  @ValidatedWith({ query: resetTokenQuerySchema })
  validateResetToken(@Query() query: unknown): Promise<ValidateResetTokenReply> {
    const parsed = resetTokenQuerySchema.safeParse(query);
    // A malformed link is the same to the reader as an expired one.
    if (!parsed.success) throw new AppError('AUTH.RESET_TOKEN_INVALID', ACCESS_MESSAGES.resetLinkInvalid);
    return this.services.send(AccessPattern.ValidateResetToken, parsed.data);
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @ZodBody(resetPasswordRequestSchema) body: ResetPasswordRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    await this.services.send(AccessPattern.ResetPassword, {
      email: body.Email,
      token: body.Token,
      password: body.Password,
    });
    // The auth service ended every session of the account; this browser forgets its copy too.
    this.cookies.clearAll(request, response);
    return { success: true, message: ACCESS_MESSAGES.passwordReset };
  }

  @Get('passwordcheck')
  @RateLimit('passwordCheck')
  @UseGuards(SignedInGuard)
  checkPassword(
    @CurrentUser({ mustMatch: 'query.userId' }) user: SessionUser,
    @ZodQuery(passwordCheckQuerySchema) query: PasswordCheckQuery,
  ): Promise<PasswordCheckResponse> {
    return this.services.send(AccessPattern.CheckPassword, { userId: user.userId, password: query.password });
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async changePassword(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(changePasswordRequestSchema) body: ChangePasswordRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    await this.services.send(AccessPattern.ChangePassword, {
      userId: user.userId,
      currentPassword: body.Password,
      newPassword: body.NewPassword,
    });
    // Every session of the user ended, this one included: the web signs in again with the new password.
    await this.live.announceSignedOut(user.userId);
    this.cookies.clearAll(request, response);
    return { success: true, message: ACCESS_MESSAGES.passwordChanged };
  }
}
