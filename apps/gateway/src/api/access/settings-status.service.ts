import { Injectable, Logger } from '@nestjs/common';
import { PracticeSettingsReader } from '../settings/practice-settings.reader';

/** Sign-in must not wait long on, or fail because of, a reminder banner. */
const SETTINGS_STATUS_DEADLINE_MS = 1_500;

/** Whether the doctor completed the practice settings (clinic and doctor parts), for the banner after sign-in. */
@Injectable()
export class SettingsStatus {
  private readonly logger = new Logger(SettingsStatus.name);

  constructor(private readonly practice: PracticeSettingsReader) {}

  /** False when the services cannot say: the banner then invites a look at settings, which is harmless. */
  async isSettingsUpdated(userId: string): Promise<boolean> {
    try {
      return (await this.practice.settingsStatus(userId, SETTINGS_STATUS_DEADLINE_MS)).isSettingsUpdated;
    } catch (error) {
      this.logger.warn({ err: error }, 'Settings status unavailable; assuming not updated');
      return false;
    }
  }
}
