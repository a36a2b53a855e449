import { Injectable, Logger } from '@nestjs/common';
import { ReportPattern } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

/** Sign-in must not wait long on, or fail because of, a reminder banner. */
const SETTINGS_STATUS_DEADLINE_MS = 1_500;

/** Whether the doctor completed the practice settings (report service), for the banner after sign-in. */
@Injectable()
export class SettingsStatus {
  private readonly logger = new Logger(SettingsStatus.name);

  constructor(private readonly services: ServiceClient) {}

  /** False when the report service cannot say: the banner then invites a look at settings, which is harmless. */
  async isSettingsUpdated(userId: string): Promise<boolean> {
    try {
      const reply = await this.services.send(
        ReportPattern.IsSettingsUpdated,
        { userId },
        { deadlineMs: SETTINGS_STATUS_DEADLINE_MS },
      );
      return reply.isSettingsUpdated;
    } catch (error) {
      this.logger.warn({ err: error }, 'Settings status unavailable; assuming not updated');
      return false;
    }
  }
}
