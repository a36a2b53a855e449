import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
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
import { assertOwnUserId } from '../../auth/own-user-id';
import { SessionGuard } from '../../auth/session.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodValidationPipe } from '../../validation/zod-validation.pipe';

/** My Profile (spec 02 sections 2 and 7), owned by the auth service. */
@Controller('api/profile')
@UseGuards(SessionGuard)
export class ProfileController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
    private readonly clock: Clock,
  ) {}

  @Get('get')
  get(@Query('UserId') suppliedUserId: unknown, @CurrentUser() user: SessionUser): Promise<ProfileReply> {
    assertOwnUserId(suppliedUserId, user);
    return this.services.send(ProfilePattern.Get, { userId: user.userId });
  }

  @Post('update')
  @HttpCode(200)
  update(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<ProfileUpdateReply> {
    // The under-18 rule needs today's date, so the schema is made per request.
    const form: ProfileUpdateRequest = new ZodValidationPipe(
      createProfileUpdateSchema({ today: isoDateOf(this.clock.now()) }),
    ).transform(body, { type: 'body' });
    assertOwnUserId(form.UserId, user);
    return this.services.send(ProfilePattern.Update, { userId: user.userId, form });
  }

  /** Every session ends with the account (server side); this browser also forgets its cookies at once. */
  @Delete('delete')
  async delete(
    @Query('UserId') suppliedUserId: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessReply> {
    assertOwnUserId(suppliedUserId, user);
    const reply = await this.services.send(ProfilePattern.Delete, { userId: user.userId });
    this.cookies.clearAll(request, response);
    return reply;
  }
}
