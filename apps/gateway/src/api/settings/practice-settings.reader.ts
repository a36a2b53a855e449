import { Injectable } from '@nestjs/common';
import {
  ClinicPattern,
  isDoctorSettingsComplete,
  ProfilePattern,
  reportDetailsOf,
  type ReportDetailsReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

/**
 * The practice settings live in two services (the doctor in auth, the clinic in report, see practice.contracts);
 * this joins them for the settings status and the report header.
 */
@Injectable()
export class PracticeSettingsReader {
  constructor(private readonly services: ServiceClient) {}

  /** True only when both the clinic part and the doctor part are complete. */
  async isSettingsUpdated(userId: string, deadlineMs?: number): Promise<boolean> {
    const options = deadlineMs === undefined ? undefined : { deadlineMs };
    const [profile, clinic] = await Promise.all([
      this.services.send(ProfilePattern.Get, { userId }, options),
      this.services.send(ClinicPattern.Get, { userId }, options),
    ]);
    return clinic.complete && isDoctorSettingsComplete(profile);
  }

  async reportDetails(userId: string): Promise<ReportDetailsReply> {
    const [profile, clinic] = await Promise.all([
      this.services.send(ProfilePattern.Get, { userId }),
      this.services.send(ClinicPattern.Get, { userId }),
    ]);
    return reportDetailsOf(userId, profile, clinic);
  }
}
