import { Injectable } from '@nestjs/common';
import {
  AppError,
  clinicSettingsSchema,
  fieldMessages,
  missingClinicSettings,
  SETTINGS_MESSAGES,
  type ClinicSettingsReply,
  type ClinicSettingsRequest,
  type SuccessReply,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { normalizeImageField } from '@medi/images';
import { SettingsRepository } from './settings.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The clinic printed on a doctor's reports (spec 02 Hospital/Clinic Information). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly clock: Clock,
  ) {}

  async getClinic(userId: string): Promise<ClinicSettingsReply & { complete: boolean }> {
    // Not a user id this service could hold: no settings, rather than a database error on the uuid column.
    const row = UUID_PATTERN.test(userId) ? await this.settings.findByUserId(userId) : undefined;
    const clinic: ClinicSettingsReply = {
      clinicName: row?.clinicName ?? '',
      clinicAddress: row?.clinicAddress ?? '',
      phoneNumber: row?.phoneNumber ?? '',
      countryCode: row?.countryCode ?? '',
      email: row?.email ?? '',
      website: row?.website ?? '',
      logo: row?.logo ?? '',
    };
    return { ...clinic, complete: missingClinicSettings(clinic).length === 0 };
  }

  /** Validated again here (the writer decides); the logo passes the image pipeline before anything is written. */
  async updateClinic(userId: string, form: ClinicSettingsRequest): Promise<SuccessReply> {
    if (!UUID_PATTERN.test(userId)) throw new AppError('COMMON.NOT_FOUND', SERVICE_MESSAGES.noSuchAccount);
    const parsed = clinicSettingsSchema.safeParse(form);
    if (!parsed.success) {
      const details = fieldMessages(parsed.error);
      throw new AppError('COMMON.VALIDATION_FAILED', parsed.error.issues[0].message, details);
    }
    const clinic = parsed.data;
    const logo = await normalizeImageField(clinic.Logo, 'logo', 'Logo', SETTINGS_MESSAGES.fileFormat);
    await this.settings.save(
      userId,
      {
        clinicName: clinic.ClinicName,
        clinicAddress: clinic.ClinicAddress,
        phoneNumber: clinic.PhoneNumber,
        countryCode: clinic.CountryCode,
        email: clinic.Email,
        website: clinic.Website,
        logo,
      },
      this.clock.now(),
    );
    return { success: true, message: SETTINGS_MESSAGES.clinicUpdated };
  }

  /**
   * The account is gone: its clinic, and the doctor and clinic printed in its reports' headers, are no record the
   * law asks to keep; the reports' clinical content is (README: account deletion), under the account's id only.
   */
  async forgetUser(userId: string): Promise<void> {
    if (UUID_PATTERN.test(userId)) await this.settings.forgetDoctor(userId);
  }
}
