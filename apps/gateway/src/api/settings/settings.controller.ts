import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ClinicPattern,
  clinicSettingsSchema,
  doctorSettingsSchema,
  ProfilePattern,
  type ClinicSettingsReply,
  type ClinicSettingsRequest,
  type DoctorSettingsRequest,
  type ReportDetailsReply,
  type SettingsStatusReply,
  type SuccessReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedInGuard } from '../../auth/signed-in.guard';
import { ZodBody } from '../../validation/zod-validation.pipe';
import { PracticeSettingsReader } from './practice-settings.reader';

/** The settings routes of spec 02 section 7: the clinic (report service) and the doctor (auth service). */
@Controller('api/settings')
@UseGuards(SignedInGuard)
export class SettingsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly practice: PracticeSettingsReader,
  ) {}

  @Get('check-settings-updated')
  async checkSettingsUpdated(
    @CurrentUser({ mustMatch: 'query.userId' }) user: SessionUser,
  ): Promise<SettingsStatusReply> {
    return this.practice.settingsStatus(user.userId);
  }

  @Get('get-report-details')
  getReportDetails(
    @CurrentUser({ mustMatch: 'query.UserId' }) user: SessionUser,
  ): Promise<ReportDetailsReply> {
    return this.practice.reportDetails(user.userId);
  }

  @Get('get-clinic')
  async getClinic(
    @CurrentUser({ mustMatch: 'query.userId' }) user: SessionUser,
  ): Promise<ClinicSettingsReply> {
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
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(clinicSettingsSchema) body: ClinicSettingsRequest,
  ): Promise<SuccessReply> {
    return this.services.send(ClinicPattern.Update, { userId: user.userId, form: body });
  }

  @Post('update-doctor')
  @HttpCode(200)
  updateDoctor(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(doctorSettingsSchema) body: DoctorSettingsRequest,
  ): Promise<SuccessReply> {
    return this.services.send(ProfilePattern.UpdateDoctorSettings, { userId: user.userId, form: body });
  }
}
