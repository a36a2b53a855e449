import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ClinicPattern,
  clinicSettingsSchema,
  doctorSettingsSchema,
  ProfilePattern,
  type ClinicSettingsReply,
  type ClinicSettingsRequest,
  type DoctorSettingsRequest,
  type ReportDetailsReply,
  type SuccessReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { assertOwnUserId } from '../../auth/own-user-id';
import { SessionGuard } from '../../auth/session.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodValidationPipe } from '../../validation/zod-validation.pipe';
import { PracticeSettingsReader } from './practice-settings.reader';

/** The settings routes of spec 02 section 7: the clinic (report service) and the doctor (auth service). */
@Controller('api/settings')
@UseGuards(SessionGuard)
export class SettingsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly practice: PracticeSettingsReader,
  ) {}

  @Get('check-settings-updated')
  async checkSettingsUpdated(
    @Query('userId') suppliedUserId: unknown,
    @CurrentUser() user: SessionUser,
  ): Promise<{ isSettingsUpdated: boolean }> {
    assertOwnUserId(suppliedUserId, user);
    return { isSettingsUpdated: await this.practice.isSettingsUpdated(user.userId) };
  }

  @Get('get-report-details')
  getReportDetails(
    @Query('UserId') suppliedUserId: unknown,
    @CurrentUser() user: SessionUser,
  ): Promise<ReportDetailsReply> {
    assertOwnUserId(suppliedUserId, user);
    return this.practice.reportDetails(user.userId);
  }

  @Get('get-clinic')
  async getClinic(
    @Query('userId') suppliedUserId: unknown,
    @CurrentUser() user: SessionUser,
  ): Promise<ClinicSettingsReply> {
    assertOwnUserId(suppliedUserId, user);
    const clinic = await this.services.send(ClinicPattern.Get, { userId: user.userId });
    return {
      clinicName: clinic.clinicName,
      clinicAddress: clinic.clinicAddress,
      phoneNumber: clinic.phoneNumber,
      countryCode: clinic.countryCode,
      email: clinic.email,
      website: clinic.website,
      logo: clinic.logo,
    };
  }

  @Post('update-clinic')
  @HttpCode(200)
  updateClinic(
    @Body(new ZodValidationPipe(clinicSettingsSchema)) body: ClinicSettingsRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<SuccessReply> {
    assertOwnUserId(body.UserId, user);
    return this.services.send(ClinicPattern.Update, { userId: user.userId, form: body });
  }

  @Post('update-doctor')
  @HttpCode(200)
  updateDoctor(
    @Body(new ZodValidationPipe(doctorSettingsSchema)) body: DoctorSettingsRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<SuccessReply> {
    assertOwnUserId(body.UserId, user);
    return this.services.send(ProfilePattern.UpdateDoctorSettings, { userId: user.userId, form: body });
  }
}
