import { randomInt } from 'node:crypto';
import { ACCESS_MESSAGES } from '@medi/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import type { DoctorRegistration } from '../pages/signup.page';
import { likeTheBrowser } from './browser-like-api';

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
  const response = await likeTheBrowser(request).post('/api/manage/signup', { data: signupPayload(doctor) });
  const answer = await response.text();
  // The doctor is new, so an existing e-mail means the browser sent the sign-up twice (the connection under the
  // first was cut after the server had it): the account is there, as the sign-in that follows shows.
  expect(
    response.ok() || answer.includes(ACCESS_MESSAGES.emailExists),
    `Sign-up through the API failed: ${answer}`,
  ).toBe(true);
}
