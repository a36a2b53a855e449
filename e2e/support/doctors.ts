import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { DoctorRegistration } from '../pages/signup.page';

/** A doctor nobody has registered yet: the stack's data outlive a single test, so e-mail and licence are fresh. */
export function newDoctor(overrides: Partial<DoctorRegistration> = {}): DoctorRegistration {
  const unique = `${Date.now().toString(36)}${randomInt(1_000, 9_999)}`;
  return {
    title: 'Dr. (Doctor)',
    gender: 'Female',
    name: 'Asha Menon',
    dateOfBirth: '15/06/1985',
    country: 'India',
    licenseNumber: `KMC-2015-${randomInt(100_000, 999_999)}`,
    email: `asha.${unique}@hospital.in`,
    password: 'Str0ng!pass',
    medicalCredential: 'MBBS',
    specialization: 'Cardiology',
    ...overrides,
  };
}

/** Registers through the API, for tests whose subject is not the sign-up form itself. */
export async function registerThroughApi(
  request: APIRequestContext,
  doctor: DoctorRegistration,
): Promise<void> {
  const [day, month, year] = doctor.dateOfBirth.split('/');
  const response = await request.post('/api/manage/signup', {
    data: {
      Title: 1,
      Gender: 2,
      Name: doctor.name,
      DateOfBirth: `${year}-${month}-${day}`,
      Email: doctor.email,
      Password: doctor.password,
      ConfirmPassword: doctor.password,
      MedicalCredentials: 2,
      Specialization: doctor.specialization,
      TermsAndPrivacy: true,
      LicenseAgreement: true,
      CountryId: 1,
      LicenseNumber: doctor.licenseNumber,
    },
  });
  if (!response.ok())
    throw new Error(`Sign-up through the API failed: ${response.status()} ${await response.text()}`);
}
