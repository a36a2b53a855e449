import type { ReportDetailsReply } from '@medi/contracts';

/** A clinic's report header as the report service reads it, for tests that draft a report. */
export function reportDetailsFixture(overrides: Partial<ReportDetailsReply> = {}): ReportDetailsReply {
  return {
    success: true,
    clinicId: 'c',
    hospitalName: 'City Clinic',
    hospitalAddress: 'MG Road',
    doctorName: 'Asha Rao',
    doctorSpecialization: 'General Medicine',
    doctorTitle: 'Dr.',
    doctorSignature: '',
    hospitalLogo: '',
    ...overrides,
  };
}
