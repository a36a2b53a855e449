import { ClinicPattern, DomainEvent, ReportPattern, SETTINGS_MESSAGES } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import { countRows, describeMigrations, englishReport, itAnswersPing, testPng, until } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { REPORT_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';
import { startReport, type RunningReport } from './support/start-report';

describe('report service', () => {
  describeMigrations({
    service: 'report',
    schema,
    migrationsFolder: REPORT_MIGRATIONS_FOLDER,
    migrations: 8,
    async expectAfterSecondStart(second) {
      expect(await countRows(second, 'report.reports')).toBe(0);
      expect(await countRows(second, 'report.practice_settings')).toBe(0);
      expect(await countRows(second, 'report.report_versions')).toBe(0);
      expect(await countRows(second, 'report.report_pdfs')).toBe(0);
      expect(await countRows(second, 'report.report_shares')).toBe(0);
      expect(await countRows(second, 'report.report_images')).toBe(0);
    },
  });

  itAnswersPing('report', ReportPattern.Ping, startReport);
});

describe('clinic settings over the Redis Streams transport', () => {
  let report: RunningReport;
  let services: ServiceClient;

  beforeAll(async () => {
    report = await startReport();
    services = report.client;
  });

  afterAll(async () => {
    await report?.stop();
  });

  async function clinicForm(overrides: Record<string, unknown> = {}) {
    return {
      ClinicName: 'Harbour Clinic',
      ClinicAddress: '12 Quay Street, Kochi',
      PhoneNumber: '9847012345',
      CountryCode: '+91' as const,
      Email: '',
      Website: '',
      Logo: (await testPng()).toString('base64'),
      ...overrides,
    };
  }

  it('answers empty, incomplete settings for a doctor who never saved them, and for a non-uuid id', async () => {
    for (const userId of [randomUUID(), 'not-a-uuid']) {
      await expect(services.send(ClinicPattern.Get, { userId })).resolves.toMatchObject({
        clinicName: '',
        logo: '',
        complete: false,
      });
    }
  });

  it('saves the clinic with its re-encoded logo and calls it complete', async () => {
    const userId = randomUUID();
    await expect(services.send(ClinicPattern.Update, { userId, form: await clinicForm() })).resolves.toEqual({
      success: true,
      message: SETTINGS_MESSAGES.clinicUpdated,
    });
    const clinic = await services.send(ClinicPattern.Get, { userId });
    expect(clinic).toMatchObject({ clinicName: 'Harbour Clinic', countryCode: '+91', complete: true });
    expect(Buffer.from(clinic.logo, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('calls a clinic without a logo incomplete', async () => {
    const database = report.app.get<Database<typeof schema>>(DATABASE);
    const userId = randomUUID();
    await database.insert(schema.practiceSettings).values({
      userId,
      clinicName: 'Harbour Clinic',
      clinicAddress: '12 Quay Street',
      phoneNumber: '9847012345',
      countryCode: '+91',
      logo: '  ',
    });
    await expect(services.send(ClinicPattern.Get, { userId })).resolves.toMatchObject({ complete: false });
  });

  it('forgets the clinic when the account is deleted', async () => {
    const userId = randomUUID();
    await services.send(ClinicPattern.Update, { userId, form: await clinicForm() });
    await services.emit(DomainEvent.UserDeleted, { userId });
    const deadline = Date.now() + 10_000;
    while ((await services.send(ClinicPattern.Get, { userId })).clinicName !== '') {
      if (Date.now() > deadline) throw new Error(`the clinic of ${userId} is still there`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("erases the doctor's name, signature and clinic from every report version and its PDFs, keeping the clinical content", async () => {
    const database = report.app.get<Database<typeof schema>>(DATABASE);
    const [deletedDoctor, otherDoctor] = [randomUUID(), randomUUID()];
    const signatureDigest = 'a'.repeat(64);
    const reportOf = async (userId: string, versions: number) => {
      const [row] = await database
        .insert(schema.reports)
        .values({ sessionId: randomUUID(), userId, status: 'ready' })
        .returning();
      await database
        .insert(schema.reportImages)
        .values({ userId, digest: signatureDigest, content: Buffer.from('the signature picture') })
        .onConflictDoNothing();
      for (let version = 1; version <= versions; version++)
        await database
          .insert(schema.reportVersions)
          .values({ reportId: row.id, version, data: englishReport(), signatureDigest });
      await database.insert(schema.reportPdfs).values({
        reportId: row.id,
        version: 1,
        kind: 'summary',
        watermarked: true,
        fileName: 'report.pdf',
        content: Buffer.from('%PDF with Asha Menon and her signature'),
      });
      return row.id;
    };
    const deletedReports = [await reportOf(deletedDoctor, 2), await reportOf(deletedDoctor, 1)];
    const otherReport = await reportOf(otherDoctor, 1);
    const versionsOf = (reportIds: string[]) =>
      database.select().from(schema.reportVersions).where(inArray(schema.reportVersions.reportId, reportIds));
    const pdfsOf = (reportIds: string[]) =>
      database.select().from(schema.reportPdfs).where(inArray(schema.reportPdfs.reportId, reportIds));

    await services.emit(DomainEvent.UserDeleted, { userId: deletedDoctor });
    const erased = await until(
      'the report headers erased',
      async () => {
        const versions = await versionsOf(deletedReports);
        return versions.every(
          (version) => version.data.hospitalInfo.doctorName === '' && version.signatureDigest === null,
        )
          ? versions
          : undefined;
      },
      15_000,
    );

    expect(erased).toHaveLength(3);
    const original = englishReport();
    for (const version of erased) {
      expect(version.data.hospitalInfo).toEqual({
        hospitalName: '',
        hospitalAddress: '',
        doctorName: '',
        doctorSpecialty: '',
        doctorTitle: '',
        doctorSignature: '',
        hospitalLogo: '',
        // The registration that names the doctor, and the clinic's contacts, go with the name.
        doctorQualification: '',
        doctorRegistrationNumber: '',
        doctorRegistrationAuthority: '',
        hospitalPhone: '',
        hospitalEmail: '',
        hospitalWebsite: '',
      });
      // The medical record the law asks clinics to keep stays as it was.
      expect(version.data.patientInfo).toEqual(original.patientInfo);
      expect(version.data.reports).toEqual(original.reports);
    }
    expect(await pdfsOf(deletedReports)).toEqual([]);
    const imagesOf = (userId: string) =>
      database.select().from(schema.reportImages).where(eq(schema.reportImages.userId, userId));
    expect(await imagesOf(deletedDoctor)).toEqual([]);
    expect(await imagesOf(otherDoctor)).toHaveLength(1);
    const [kept] = await versionsOf([otherReport]);
    expect(kept.data).toEqual(original);
    expect(kept.signatureDigest).toBe(signatureDigest);
    expect(await pdfsOf([otherReport])).toHaveLength(1);
    const [row] = await database
      .select()
      .from(schema.reports)
      .where(eq(schema.reports.id, deletedReports[0]));
    expect(row).toMatchObject({ userId: deletedDoctor, status: 'ready' });
  });
});
