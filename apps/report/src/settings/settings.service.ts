import { Injectable } from '@nestjs/common';
import type { SettingsUpdatedReply } from '@medi/contracts';
import { type PracticeSettingsRow, SettingsRepository } from './settings.repository';

/** What a report's header and footer cannot do without; the rest of the settings is optional. */
const REQUIRED_FOR_REPORTS = ['clinicName', 'clinicAddress', 'phoneNumber', 'logo', 'signature'] as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async isSettingsUpdated(userId: string): Promise<SettingsUpdatedReply> {
    // Not a user id this service could hold: no settings, rather than a database error on the uuid column.
    if (!UUID_PATTERN.test(userId)) return { isSettingsUpdated: false };
    const row = await this.settings.findByUserId(userId);
    return { isSettingsUpdated: row !== undefined && isComplete(row) };
  }
}

function isComplete(row: PracticeSettingsRow): boolean {
  return REQUIRED_FOR_REPORTS.every((field) => (row[field]?.trim() ?? '') !== '');
}
