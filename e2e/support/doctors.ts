import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { DoctorRegistration } from '../pages/signup.page';

export interface TestDoctor extends DoctorRegistration {
  /** What the dashboard greeting and the profile menu show. */
  firstName: string;
}

/** A doctor nobody has registered yet: the stack's data outlive a single test, so e-mail and licence are fresh. */
export function newDoctor(overrides: Partial<TestDoctor> = {}): TestDoctor {
  const unique = `${Date.now().toString(36)}${randomInt(1_000, 9_999)}`;
  return {
    title: 'Dr. (Doctor)',
    gender: 'Female',
    name: 'Asha Menon',
    firstName: 'Asha',
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

/**
 * The sign-up payload of spec 01 section 3. The ids are those of the factory's choices: title Dr. (1), female (2),
 * MBBS (2), India (1).
 */
function signupPayload(doctor: DoctorRegistration) {
  const [day, month, year] = doctor.dateOfBirth.split('/');
  return {
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
  };
}

/** Registers through the API, for tests whose subject is not the sign-up form itself. */
export async function registerThroughApi(
  request: APIRequestContext,
  doctor: DoctorRegistration,
): Promise<void> {
  const response = await request.post('/api/manage/signup', { data: signupPayload(doctor) });
  expect(response.ok(), `Sign-up through the API failed: ${await response.text()}`).toBe(true);
}
