import {
  ACCESS_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  EMAIL_MESSAGES,
  type ErrorResponseBody,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  PHONE_MESSAGES,
  PROFILE_MESSAGES,
  type ProfileReply,
  SETTINGS_MESSAGES,
  type SettingsStatusReply,
} from '@medi/contracts';
import { mislabelledText, oversized, pngBomb, testJpegWithGps, testPng, truncated } from '@medi/testing';
import request from 'supertest';
import sharp from 'sharp';
import { FORBIDDEN_USER_MESSAGE } from '../src/auth/own-user-id';
import {
  agentOf,
  GENEROUS_RATE_LIMITS,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  signupBody,
  type TestAgent,
  type TestDoctor,
} from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';

const OTHER_USER_ID = '0b7c2a51-3f4e-4d6a-9c1b-7e8f9a0b1c2d';

let stack: AccessStack;
let pngBase64: string;
let jpegWithGpsBase64: string;

beforeAll(async () => {
  stack = await startAccessStack('profile-settings', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
  pngBase64 = (await testPng()).toString('base64');
  jpegWithGpsBase64 = (await testJpegWithGps()).toString('base64');
});

afterAll(async () => {
  await stack?.close();
});

async function signedInDoctor(
  doctor: TestDoctor = newDoctor(),
): Promise<{ agent: TestAgent; userId: string }> {
  await signUp(stack.gateway.app.getHttpServer(), doctor);
  const agent = agentOf(stack.gateway.app.getHttpServer());
  await signIn(agent, stack.inbox, doctor);
  const session = await agent.get('/api/manage/session').expect(200);
  return { agent, userId: (session.body as { userId: string }).userId };
}

function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Title: 2,
    Gender: 1,
    DOB: '1980-02-29',
    Image: '',
    MedicalCredentials: 10,
    Specialization: 'Paediatric Cardiology',
    ...overrides,
  };
}

function clinicBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ClinicName: "St. Mary's Heart & Lung Centre",
    ClinicAddress: '12 Quay Street, Fort Kochi, Kerala',
    PhoneNumber: '9847012345',
    CountryCode: '+91',
    Email: 'front.desk@harbourclinic.in',
    Website: 'https://harbourclinic.in',
    Logo: pngBase64,
    ...overrides,
  };
}

function doctorBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { Signature: pngBase64, MedicalCredentials: 1, Specialization: 'Cardiology', ...overrides };
}

async function profileOf(agent: TestAgent): Promise<ProfileReply> {
  return (await agent.get('/api/profile/get').expect(200)).body as ProfileReply;
}

async function clinicOf(agent: TestAgent): Promise<Record<string, string>> {
  return (await agent.get('/api/settings/get-clinic').expect(200)).body as Record<string, string>;
}

async function settingsStatus(agent: TestAgent): Promise<SettingsStatusReply> {
  return (await agent.get('/api/settings/check-settings-updated').expect(200)).body as SettingsStatusReply;
}

const CLINIC_SETTINGS = ['clinicName', 'clinicAddress', 'phoneNumber', 'countryCode', 'logo'];

/** Posts and answers the first message of the named field (400). */
async function fieldError(agent: TestAgent, path: string, body: Record<string, unknown>, field: string) {
  const response = await agent.post(path).set(SAME_ORIGIN).send(body).expect(400);
  return (response.body as ErrorResponseBody).details?.[field]?.[0];
}

describe('profile and settings: who may call', () => {
  let agent: TestAgent;

  beforeAll(async () => {
    ({ agent } = await signedInDoctor());
  });

  const routes: Array<[string, (agent: TestAgent) => request.Test]> = [
    ['GET profile/get', (a) => a.get(`/api/profile/get?UserId=${OTHER_USER_ID}`)],
    [
      'POST profile/update',
      (a) => a.post('/api/profile/update').send(profileBody({ UserId: OTHER_USER_ID })),
    ],
    ['DELETE profile/delete', (a) => a.delete(`/api/profile/delete?UserId=${OTHER_USER_ID}`)],
    ['GET settings/get-clinic', (a) => a.get(`/api/settings/get-clinic?userId=${OTHER_USER_ID}`)],
    [
      'POST settings/update-clinic',
      (a) => a.post('/api/settings/update-clinic').send(clinicBody({ UserId: OTHER_USER_ID })),
    ],
    [
      'POST settings/update-doctor',
      (a) => a.post('/api/settings/update-doctor').send(doctorBody({ UserId: OTHER_USER_ID })),
    ],
    [
      'GET settings/check-settings-updated',
      (a) => a.get(`/api/settings/check-settings-updated?userId=${OTHER_USER_ID}`),
    ],
    [
      'GET settings/get-report-details',
      (a) => a.get(`/api/settings/get-report-details?UserId=${OTHER_USER_ID}`),
    ],
  ];

  it.each(routes)('%s with another doctor’s id is 403 and changes nothing', async (_name, call) => {
    const before = await profileOf(agent);
    const response = await call(agent).set(SAME_ORIGIN).expect(403);
    expect((response.body as ErrorResponseBody).message).toBe(FORBIDDEN_USER_MESSAGE);
    expect(await profileOf(agent)).toEqual(before);
  });

  it.each(routes)('%s without a session is 401', async (_name, call) => {
    await call(agentOf(stack.gateway.app.getHttpServer())).set(SAME_ORIGIN).expect(401);
  });
});

describe('My Profile', () => {
  let agent: TestAgent;
  let userId: string;
  const doctor = newDoctor({ name: 'Asha Devi Menon' });

  beforeAll(async () => {
    ({ agent, userId } = await signedInDoctor(doctor));
  });

  it('answers the spec’s profile fields, with the user id of the session accepted', async () => {
    const profile = (await agent.get(`/api/profile/get?UserId=${userId}`).expect(200)).body as ProfileReply;
    expect(profile).toEqual({
      image: '',
      title: 1,
      fullName: 'Asha Devi Menon',
      email: doctor.email,
      gender: 2,
      dob: '1985-04-12',
      medicalCredentials: 2,
      specialization: 'Cardiology',
      licenseNumber: doctor.licenseNumber,
      licenseCountry: 'India',
      signature: '',
    });
  });

  it('updates the profile, answers the title label, and strips the photo’s EXIF and GPS', async () => {
    const response = await agent
      .post('/api/profile/update')
      .set(SAME_ORIGIN)
      .send(profileBody({ UserId: userId, Image: `data:image/jpeg;base64,${jpegWithGpsBase64}` }))
      .expect(200);
    expect(response.body).toEqual({ success: true, message: PROFILE_MESSAGES.updated, title: 'Consultant' });
    const profile = await profileOf(agent);
    expect(profile).toMatchObject({ title: 2, gender: 1, dob: '1980-02-29', medicalCredentials: 10 });
    expect(profile.specialization).toBe('Paediatric Cardiology');
    const photo = Buffer.from(profile.image, 'base64');
    expect(profile.image.startsWith('/9j')).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeUndefined();
    expect(photo.includes(Buffer.from('GPS Camera'))).toBe(false);
    expect(Buffer.from(jpegWithGpsBase64, 'base64').includes(Buffer.from('GPS Camera'))).toBe(true);
  });

  it('keeps the photo when an update sends none', async () => {
    const before = await profileOf(agent);
    await agent
      .post('/api/profile/update')
      .set(SAME_ORIGIN)
      .send(profileBody({ Title: 5 }))
      .expect(200);
    const after = await profileOf(agent);
    expect(after.image).toBe(before.image);
    expect(after.title).toBe(5);
  });

  it.each([
    ['Title', { Title: '' }, PROFILE_MESSAGES.title],
    ['Gender', { Gender: 9 }, PROFILE_MESSAGES.gender],
    ['MedicalCredentials', { MedicalCredentials: '' }, PROFILE_MESSAGES.credentials],
    ['Specialization', { Specialization: '   ' }, PROFILE_MESSAGES.specialization],
    ['Specialization', { Specialization: 'Cardiology #2' }, PROFILE_MESSAGES.specializationCharacters],
    ['DOB', { DOB: '' }, DATE_OF_BIRTH_MESSAGES.blank],
    ['DOB', { DOB: '1990-02-30' }, PROFILE_MESSAGES.dateInvalid],
    ['DOB', { DOB: '2999-01-01' }, DATE_OF_BIRTH_MESSAGES.future],
    ['DOB', { DOB: `${new Date().getFullYear() - 17}-01-01` }, DATE_OF_BIRTH_MESSAGES.underage],
  ])('refuses a bad %s with the spec’s message and changes nothing', async (field, override, message) => {
    const before = await profileOf(agent);
    expect(await fieldError(agent, '/api/profile/update', profileBody(override), field)).toBe(message);
    expect(await profileOf(agent)).toEqual(before);
  });

  it.each([
    [
      'mislabelled',
      () => `data:image/png;base64,${mislabelledText().toString('base64')}`,
      PROFILE_MESSAGES.image,
    ],
    [
      'truncated',
      async () => truncated(await testJpegWithGps(400, 300)).toString('base64'),
      PROFILE_MESSAGES.image,
    ],
    ['bomb', () => pngBomb().toString('base64'), IMAGE_MESSAGES.tooManyPixels],
    ['oversized', () => oversized(IMAGE_LIMITS.maxBytes).toString('base64'), IMAGE_MESSAGES.tooLarge],
  ])('refuses a photo that is %s with a clear message and changes nothing', async (_kind, image, message) => {
    const before = await profileOf(agent);
    const body = profileBody({ Title: 7, Image: await image() });
    expect(await fieldError(agent, '/api/profile/update', body, 'Image')).toBe(message);
    expect(await profileOf(agent)).toEqual(before);
  });
});

describe('Settings', () => {
  let agent: TestAgent;

  beforeAll(async () => {
    ({ agent } = await signedInDoctor(newDoctor({ name: 'Rahul Nair' })));
  });

  it.each([
    ['ClinicName', { ClinicName: ' ' }, SETTINGS_MESSAGES.clinicNameRequired],
    ['ClinicName', { ClinicName: 'AB' }, SETTINGS_MESSAGES.clinicNameTooShort],
    ['ClinicName', { ClinicName: 'A'.repeat(201) }, SETTINGS_MESSAGES.clinicNameTooLong],
    ['ClinicName', { ClinicName: 'Clinic #1' }, SETTINGS_MESSAGES.clinicNameInvalid],
    ['ClinicAddress', { ClinicAddress: '' }, SETTINGS_MESSAGES.addressRequired],
    ['ClinicAddress', { ClinicAddress: 'No' }, SETTINGS_MESSAGES.addressTooShort],
    ['ClinicAddress', { ClinicAddress: 'x'.repeat(201) }, SETTINGS_MESSAGES.addressTooLong],
    ['PhoneNumber', { PhoneNumber: '' }, PHONE_MESSAGES.required],
    ['PhoneNumber', { PhoneNumber: '98470#12345' }, PHONE_MESSAGES.invalidCharacters],
    ['PhoneNumber', { PhoneNumber: '9847' }, PHONE_MESSAGES.tooShort],
    ['PhoneNumber', { PhoneNumber: '501234567', CountryCode: '+91' }, PHONE_MESSAGES.invalidForCountry],
    ['Email', { Email: 'front.desk@' }, EMAIL_MESSAGES.invalid],
    ['Email', { Email: 'front.desk@yopmail.com' }, EMAIL_MESSAGES.blockedDomain],
    ['Logo', { Logo: '' }, SETTINGS_MESSAGES.logo],
  ])('update-clinic refuses a bad %s with the spec’s message', async (field, override, message) => {
    const before = await clinicOf(agent);
    expect(await fieldError(agent, '/api/settings/update-clinic', clinicBody(override), field)).toBe(message);
    expect(await clinicOf(agent)).toEqual(before);
  });

  it.each([
    ['Signature', { Signature: '' }, SETTINGS_MESSAGES.signature],
    ['MedicalCredentials', { MedicalCredentials: 0 }, PROFILE_MESSAGES.credentials],
    ['Specialization', { Specialization: '' }, PROFILE_MESSAGES.specialization],
  ])('update-doctor refuses a bad %s with the spec’s message', async (field, override, message) => {
    const before = await profileOf(agent);
    expect(await fieldError(agent, '/api/settings/update-doctor', doctorBody(override), field)).toBe(message);
    expect(await profileOf(agent)).toEqual(before);
  });

  it.each([
    ['mislabelled', () => mislabelledText().toString('base64'), SETTINGS_MESSAGES.fileFormat],
    [
      'truncated',
      async () => truncated(await testPng(300, 200)).toString('base64'),
      SETTINGS_MESSAGES.fileFormat,
    ],
    ['bomb', () => pngBomb().toString('base64'), IMAGE_MESSAGES.tooManyPixels],
    ['oversized', () => oversized(IMAGE_LIMITS.maxBytes).toString('base64'), IMAGE_MESSAGES.tooLarge],
  ])('refuses a logo and a signature that are %s, changing nothing', async (_kind, image, message) => {
    const [clinicBefore, profileBefore] = [await clinicOf(agent), await profileOf(agent)];
    const bad = await image();
    const clinic = clinicBody({ ClinicName: 'Changed Clinic', Logo: bad });
    expect(await fieldError(agent, '/api/settings/update-clinic', clinic, 'Logo')).toBe(message);
    const doctor = doctorBody({ Specialization: 'Changed', Signature: bad });
    expect(await fieldError(agent, '/api/settings/update-doctor', doctor, 'Signature')).toBe(message);
    expect(await clinicOf(agent)).toEqual(clinicBefore);
    expect(await profileOf(agent)).toEqual(profileBefore);
  });

  it('is settings-updated only once both the clinic and the doctor parts are complete, and says what is missing', async () => {
    const fresh = await settingsStatus(agent);
    expect(fresh.isSettingsUpdated).toBe(false);
    expect(fresh.missingSettings).toEqual(expect.arrayContaining([...CLINIC_SETTINGS, 'signature']));
    await agent.post('/api/settings/update-clinic').set(SAME_ORIGIN).send(clinicBody()).expect(200, {
      success: true,
      message: SETTINGS_MESSAGES.clinicUpdated,
    });
    const clinicDone = await settingsStatus(agent);
    expect(clinicDone.isSettingsUpdated).toBe(false);
    expect(clinicDone.missingSettings).toContain('signature');
    expect(clinicDone.missingSettings.filter((item) => CLINIC_SETTINGS.includes(item))).toEqual([]);

    const other = await signedInDoctor();
    await other.agent.post('/api/settings/update-doctor').set(SAME_ORIGIN).send(doctorBody()).expect(200);
    expect(await settingsStatus(other.agent)).toEqual({
      isSettingsUpdated: false,
      missingSettings: CLINIC_SETTINGS,
    });

    await agent
      .post('/api/settings/update-doctor')
      .set(SAME_ORIGIN)
      .send(doctorBody({ Signature: jpegWithGpsBase64, Specialization: 'Interventional Cardiology' }))
      .expect(200, { success: true, message: SETTINGS_MESSAGES.doctorUpdated });
    expect(await settingsStatus(agent)).toEqual({ isSettingsUpdated: true, missingSettings: [] });
  });

  it('shares credentials and specialization with the profile, and gives the report header everything', async () => {
    const profile = await profileOf(agent);
    expect(profile).toMatchObject({ medicalCredentials: 1, specialization: 'Interventional Cardiology' });
    expect((await sharp(Buffer.from(profile.signature, 'base64')).metadata()).exif).toBeUndefined();
    const clinic = await clinicOf(agent);
    expect(clinic).toEqual({
      clinicName: "St. Mary's Heart & Lung Centre",
      clinicAddress: '12 Quay Street, Fort Kochi, Kerala',
      phoneNumber: '9847012345',
      countryCode: '+91',
      email: 'front.desk@harbourclinic.in',
      website: 'https://harbourclinic.in',
      logo: clinic.logo,
    });
    expect(clinic.logo.startsWith('iVBOR')).toBe(true);
    const details = (await agent.get('/api/settings/get-report-details').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(typeof details.clinicId).toBe('string');
    expect(details).toEqual({
      success: true,
      clinicId: details.clinicId,
      hospitalName: clinic.clinicName,
      hospitalAddress: clinic.clinicAddress,
      doctorName: 'Rahul Nair',
      doctorSpecialization: 'Interventional Cardiology',
      doctorTitle: 'Dr. (Doctor)',
      doctorSignature: profile.signature,
      hospitalLogo: clinic.logo,
      // What a prescription must also carry: qualification, registration and its council, the clinic's contacts.
      doctorQualification: 'MD',
      doctorRegistrationNumber: profile.licenseNumber,
      doctorRegistrationAuthority: 'State Medical Council / National Medical Commission, India',
      hospitalPhone: '+91 9847012345',
      hospitalEmail: 'front.desk@harbourclinic.in',
      hospitalWebsite: 'https://harbourclinic.in',
    });
    expect(String(details.doctorSignature).startsWith('/9j')).toBe(true);
  });
});

describe('what the doctor typed is kept as typed', () => {
  it('saves a phone with the usual spacing, a specialization with "&", and prints both as typed', async () => {
    const { agent } = await signedInDoctor(newDoctor());
    await agent
      .post('/api/settings/update-clinic')
      .set(SAME_ORIGIN)
      .send(clinicBody({ PhoneNumber: '98470 12345' }))
      .expect(200);
    await agent
      .post('/api/settings/update-doctor')
      .set(SAME_ORIGIN)
      .send(doctorBody({ Specialization: 'General Medicine & Diabetology' }))
      .expect(200);

    expect((await clinicOf(agent)).phoneNumber).toBe('98470 12345');
    expect((await profileOf(agent)).specialization).toBe('General Medicine & Diabetology');
    const details = (await agent.get('/api/settings/get-report-details').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(details).toMatchObject({
      hospitalPhone: '+91 98470 12345',
      doctorSpecialization: 'General Medicine & Diabetology',
    });
  });
});

describe('Delete Account', () => {
  it('revokes every session, refuses sign-in, frees the e-mail and licence and erases the clinic', async () => {
    const doctor = newDoctor();
    const first = await signedInDoctor(doctor);
    const second = agentOf(stack.gateway.app.getHttpServer());
    await signIn(second, stack.inbox, doctor);
    await first.agent.post('/api/settings/update-clinic').set(SAME_ORIGIN).send(clinicBody()).expect(200);

    const response = await first.agent
      .delete(`/api/profile/delete?UserId=${first.userId}`)
      .set(SAME_ORIGIN)
      .expect(200);
    expect((response.body as { success: boolean }).success).toBe(true);
    expect(String(response.headers['set-cookie'])).toMatch(/medi_session=;/);

    await first.agent.get('/api/profile/get').expect(401);
    await second.get('/api/profile/get').expect(401);
    const refused = await request(stack.gateway.app.getHttpServer())
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email, Password: doctor.password })
      .expect(401);
    expect((refused.body as ErrorResponseBody).message).toBe(ACCESS_MESSAGES.invalidCredentials);

    // Free again: the same doctor may register anew, and starts with no clinic.
    await request(stack.gateway.app.getHttpServer())
      .post('/api/manage/signup')
      .set(SAME_ORIGIN)
      .send(signupBody(doctor))
      .expect(200);
    const again = agentOf(stack.gateway.app.getHttpServer());
    await signIn(again, stack.inbox, doctor);
    expect((await clinicOf(again)).clinicName).toBe('');
  });
});
