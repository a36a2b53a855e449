import { Injectable } from '@nestjs/common';
import {
  ClinicPattern,
  missingClinicSettings,
  missingDoctorSettings,
  ProfilePattern,
  reportDetailsOf,
  type ReportDetailsReply,
  type SettingsStatusReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

/**
 * The practice settings live in two services (the doctor in auth, the clinic in report, see practice.contracts);
 * this joins them for the settings status and the report header.
 */
@Injectable()
export class PracticeSettingsReader {
  constructor(private readonly services: ServiceClient) {}

  /** Updated only when nothing is missing from either the clinic part or the doctor part. */
  async settingsStatus(userId: string, deadlineMs?: number): Promise<SettingsStatusReply> {
    const options = deadlineMs === undefined ? undefined : { deadlineMs };
    const [profile, clinic] = await Promise.all([
      this.services.send(ProfilePattern.Get, { userId }, options),
      this.services.send(ClinicPattern.Get, { userId }, options),
    ]);
    const missingSettings = [...missingClinicSettings(clinic), ...missingDoctorSettings(profile)];
    return { isSettingsUpdated: missingSettings.length === 0, missingSettings };
  }

  async reportDetails(userId: string): Promise<ReportDetailsReply> {
    const [profile, clinic] = await Promise.all([
      this.services.send(ProfilePattern.Get, { userId }),
      this.services.send(ClinicPattern.Get, { userId }),
    ]);
    return reportDetailsOf(userId, profile, clinic);
  }
}
