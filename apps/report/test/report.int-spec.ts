import { ReportPattern } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import { countRows, describeMigrations, itAnswersPing } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { REPORT_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';
import { startReport, type RunningReport } from './support/start-report';

describe('report service', () => {
  describeMigrations({
    service: 'report',
    schema,
    migrationsFolder: REPORT_MIGRATIONS_FOLDER,
    migrations: 3,
    async expectAfterSecondStart(second) {
      expect(await countRows(second, 'report.reports')).toBe(0);
      expect(await countRows(second, 'report.practice_settings')).toBe(0);
      expect(await countRows(second, 'report.report_versions')).toBe(0);
      expect(await countRows(second, 'report.report_pdfs')).toBe(0);
    },
  });

  itAnswersPing('report', ReportPattern.Ping, startReport);
});

describe('report service over the Redis Streams transport', () => {
  let report: RunningReport;
  let services: ServiceClient;

  beforeAll(async () => {
    report = await startReport();
    services = report.client;
  });

  afterAll(async () => {
    await report?.stop();
  });

  const completeSettings = (userId: string) => ({
    userId,
    clinicName: 'Harbour Clinic',
    clinicAddress: '12 Quay Street, Kochi',
    phoneNumber: '9847012345',
    logo: 'logo.png',
    signature: 'signature.png',
  });

  it('says the settings are not updated for a doctor who never saved them', async () => {
    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId: randomUUID() })).resolves.toEqual({
      isSettingsUpdated: false,
    });
  });

  it('says the settings are not updated while the logo or signature is missing or blank', async () => {
    const database = report.app.get<Database<typeof schema>>(DATABASE);
    const withoutLogo = randomUUID();
    const blankSignature = randomUUID();
    await database.insert(schema.practiceSettings).values([
      { ...completeSettings(withoutLogo), logo: null },
      { ...completeSettings(blankSignature), signature: '  ' },
    ]);

    for (const userId of [withoutLogo, blankSignature]) {
      await expect(services.send(ReportPattern.IsSettingsUpdated, { userId })).resolves.toEqual({
        isSettingsUpdated: false,
      });
    }
  });

  it('says the settings are updated once clinic name, address, phone, logo and signature are present', async () => {
    const database = report.app.get<Database<typeof schema>>(DATABASE);
    const userId = randomUUID();
    await database.insert(schema.practiceSettings).values(completeSettings(userId));

    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId })).resolves.toEqual({
      isSettingsUpdated: true,
    });
  });

  it('answers false for an id that is not a user id instead of failing', async () => {
    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId: 'not-a-uuid' })).resolves.toEqual({
      isSettingsUpdated: false,
    });
  });
});
