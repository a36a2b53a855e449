import {
  clinicSettingsSchema,
  firstClinicNameProblem,
  firstSpecializationProblem,
  PROFILE_MESSAGES,
} from './practice.schemas';
import { displayDateOf, isoDateOfDisplay } from './date.rules';
import { firstSignupNameProblem } from './access.schemas';
import { SIGNUP_MESSAGES } from './access.messages';
import {
  firstPatientIdProblem,
  firstPatientNameProblem,
  firstTypedItemProblem,
  NOTE_ITEM_MAX,
  PATIENT_MESSAGES,
  patientFormSchema,
  TYPED_ITEM_MESSAGES,
} from './patient.schemas';
import { firstPhoneProblem, PHONE_MESSAGES } from './phone.rules';
import { requestReportBodySchema } from '../reports/request-report';
import { dialCodeOfLicenceCountry, licensingAuthorityOf } from '../licensing';

describe('the patient form', () => {
  it.each(['OP-2041', 'IP/2024/17', 'PT1001', 'ab12'])('takes the hospital id %s', (id) => {
    expect(firstPatientIdProblem(id)).toBeUndefined();
  });

  it.each(['OP', '-2041', 'OP 2041', 'OP#2041', 'A'.repeat(21)])('refuses %s with the spec message', (id) => {
    expect(firstPatientIdProblem(id)).toBe(PATIENT_MESSAGES.patientId);
  });

  it.each(['K. Ramesh', "Asha D'Souza", 'Anne-Marie', 'رانيا الحمادي', 'प्रिया शर्मा', 'ലക്ഷ്മി നായർ'])(
    'takes the name %s',
    (name) => {
      expect(firstPatientNameProblem(name)).toBeUndefined();
    },
  );

  it.each(['', ' Ravi', '.Ravi', 'Ravi2', 'Ravi\u202Eimar', 'Ravi\u0007', 'R'.repeat(31)])(
    'refuses %j with the spec message',
    (name) => {
      expect(firstPatientNameProblem(name)).toBe(PATIENT_MESSAGES.name);
    },
  );

  it('upper-cases the id and keeps the name as typed', () => {
    const parsed = patientFormSchema('2026-01-01').parse({
      PatientId: 'op-2041',
      PatientName: 'K. Ramesh',
      Gender: 'Male',
      DoB: '1979-06-02',
    });
    expect(parsed).toEqual({
      PatientId: 'OP-2041',
      PatientName: 'K. Ramesh',
      Gender: 'Male',
      DoB: '1979-06-02',
    });
  });
});

describe('sign-up names', () => {
  it('takes names in any script with dots, hyphens and apostrophes, and refuses digits', () => {
    expect(firstSignupNameProblem('Priya Raman')).toBeUndefined();
    expect(firstSignupNameProblem('د. أحمد')).toBeUndefined();
    expect(firstSignupNameProblem('Priya 2')).toBe(SIGNUP_MESSAGES.nameAlphabetic);
  });
});

describe('dates for people', () => {
  it('writes YYYY-MM-DD as DD/MM/YYYY and reads it back', () => {
    expect(displayDateOf('1979-06-02')).toBe('02/06/1979');
    expect(isoDateOfDisplay('02/06/1979')).toBe('1979-06-02');
    expect(isoDateOfDisplay('2/6/1979')).toBe('1979-06-02');
  });

  it('reads no impossible or month-first date', () => {
    expect(isoDateOfDisplay('31/02/2020')).toBeUndefined();
    expect(isoDateOfDisplay('06/31/1979')).toBeUndefined();
    expect(isoDateOfDisplay('1979-06-02')).toBeUndefined();
  });
});

describe('typed notes and prescription lines', () => {
  it.each([
    'Tab. Bilastine 20 mg once daily for 7 days',
    'باراسيتامول 500 ملغ مرتين يومياً',
    'पैरासिटामोल 500 मि.ग्रा. दिन में दो बार',
    'പാരസെറ്റമോൾ 500 മി.ഗ്രാ ദിവസം രണ്ടു തവണ',
  ])('takes %s', (line) => {
    expect(firstTypedItemProblem(line)).toBeUndefined();
  });

  it('refuses a line over the limit and one with direction overrides, saying why', () => {
    expect(firstTypedItemProblem('x'.repeat(NOTE_ITEM_MAX + 1))).toBe(TYPED_ITEM_MESSAGES.tooLong);
    expect(firstTypedItemProblem('Tab. A\u202E gm 005')).toBe(TYPED_ITEM_MESSAGES.unsafeCharacters);
  });

  it('is the rule the report request applies', () => {
    const parsed = requestReportBodySchema.safeParse({
      sessionId: '00000000-0000-4000-8000-000000000000',
      medlab: ['Syp. Ascoril LS 5 ml thrice daily', 'ok\u202Eko'],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      TYPED_ITEM_MESSAGES.unsafeCharacters,
    ]);
  });
});

describe('clinic settings', () => {
  it('takes the usual spacing of a phone number and keeps it as typed', () => {
    expect(firstPhoneProblem('98470 12345', '+91')).toBeUndefined();
    expect(firstPhoneProblem('98470-12345', '+91')).toBeUndefined();
    expect(firstPhoneProblem('04 123 4567', '+971')).toBeUndefined();
    expect(firstPhoneProblem('98470 1234x', '+91')).toBe(PHONE_MESSAGES.invalidCharacters);
    expect(firstPhoneProblem('98470 12345', '+971')).toBe(PHONE_MESSAGES.invalidForCountry);
  });

  it('takes clinic names in any script', () => {
    expect(firstClinicNameProblem('Al Noor Clinic & Diagnostics')).toBeUndefined();
    expect(firstClinicNameProblem('عيادة النور')).toBeUndefined();
  });

  it('keeps a specialization as typed, & included, and names what is allowed otherwise', () => {
    expect(firstSpecializationProblem('General Medicine & Diabetology')).toBeUndefined();
    expect(firstSpecializationProblem('Obstetrics/Gynaecology (OBG)')).toBeUndefined();
    expect(firstSpecializationProblem('Cardiology #2')).toBe(PROFILE_MESSAGES.specializationCharacters);
    expect(firstSpecializationProblem('')).toBe(PROFILE_MESSAGES.specialization);
  });

  it('saves the phone as typed', () => {
    const parsed = clinicSettingsSchema.parse({
      ClinicName: 'Sunrise Clinic',
      ClinicAddress: 'MG Road, Kochi',
      PhoneNumber: '98470 12345',
      CountryCode: '+91',
      Logo: 'iVBORw0K',
    });
    expect(parsed.PhoneNumber).toBe('98470 12345');
  });
});

describe('licence countries', () => {
  it('names the authority of a UAE licence from its prefix, and the councils for India', () => {
    expect(licensingAuthorityOf('United Arab Emirates', 'DHA-P-0012345')).toBe(
      'Dubai Health Authority (DHA)',
    );
    expect(licensingAuthorityOf('United Arab Emirates', 'MOHAP 12345')).toBe(
      'Ministry of Health and Prevention, UAE (MOHAP)',
    );
    expect(licensingAuthorityOf('India', 'KMC-2015-123456')).toBe(
      'State Medical Council / National Medical Commission, India',
    );
    expect(licensingAuthorityOf('', 'X')).toBe('');
  });

  it('gives the dialling code of the licence country', () => {
    expect(dialCodeOfLicenceCountry('India')).toBe('+91');
    expect(dialCodeOfLicenceCountry('United Arab Emirates')).toBe('+971');
    expect(dialCodeOfLicenceCountry('')).toBeUndefined();
  });
});
