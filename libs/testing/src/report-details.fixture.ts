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
    doctorTitle: 'Dr. (Doctor)',
    doctorSignature: '',
    hospitalLogo: '',
    doctorQualification: 'MBBS',
    doctorRegistrationNumber: 'KMC-2015-123456',
    doctorRegistrationAuthority: 'State Medical Council / National Medical Commission, India',
    hospitalPhone: '+91 98470 12345',
    hospitalEmail: 'desk@cityclinic.in',
    hospitalWebsite: 'https://cityclinic.in',
    ...overrides,
  };
}
