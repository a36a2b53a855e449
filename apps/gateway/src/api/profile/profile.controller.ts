import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  createProfileUpdateSchema,
  isoDateOf,
  ProfilePattern,
  type ProfileReply,
  type ProfileUpdateReply,
  type ProfileUpdateRequest,
  type SuccessReply,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from '../../auth/access-cookies';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedInGuard } from '../../auth/signed-in.guard';
import { DOCUMENT_DATE, ValidatedWith } from '../../openapi/request-schemas';
import { ZodValidationPipe } from '../../validation/zod-validation.pipe';

/** My Profile (spec 02 sections 2 and 7), owned by the auth service. */
@Controller('api/profile')
@UseGuards(SignedInGuard)
export class ProfileController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
    private readonly clock: Clock,
  ) {}

  @Get('get')
  get(@CurrentUser({ mustMatch: 'query.UserId' }) user: SessionUser): Promise<ProfileReply> {
    return this.services.send(ProfilePattern.Get, { userId: user.userId });
  }

  @Post('update')
  @HttpCode(200)
  @ValidatedWith({ body: createProfileUpdateSchema({ today: DOCUMENT_DATE }) })
  update(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @Body() body: unknown,
  ): Promise<ProfileUpdateReply> {
    // The under-18 rule needs today's date, so the schema is made per request.
    const form: ProfileUpdateRequest = new ZodValidationPipe(
      createProfileUpdateSchema({ today: isoDateOf(this.clock.now()) }),
    ).transform(body, { type: 'body' });
    return this.services.send(ProfilePattern.Update, { userId: user.userId, form });
  }

  /** Every session ends with the account (server side); this browser also forgets its cookies at once. */
  @Delete('delete')
  async delete(
    @CurrentUser({ mustMatch: 'query.UserId' }) user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    const reply = await this.services.send(ProfilePattern.Delete, { userId: user.userId });
    this.cookies.clearAll(request, response);
    return reply;
  }
}
