import { z } from 'zod';
import { SIGNUP_MESSAGES } from './access.messages';
import { loginRequestSchema, resetPasswordRequestSchema } from './access.schemas';
import {
  emailCheckQuerySchema,
  licenseCheckQuerySchema,
  resetTokenQuerySchema,
} from './access-queries.schemas';
import { EMAIL_MESSAGES } from './email.rules';
import { contactUsRequestSchema, demoRequestSchema, feedbackRequestSchema } from './engagement.schemas';
import { hasControlCharacters, oneLineSafeText, pathsWithNulCharacters, TEXT_MESSAGES } from './text.rules';
import { fieldMessages, parseOrThrow } from './zod-helpers';
import type { AppError } from '../errors';

const NUL = '\u0000';

const enquiry = {
  Name: 'Rahul Nair',
  Email: 'rahul.nair@clinic.in',
  CountryCode: '+91',
  Phone: '9876543210',
};
const feedback = {
  CategoryIDs: [5],
  Rating: 4,
  CustomCategoryText: 'Speed',
  IssueDescription: 'Slow reports',
};
const reset = {
  Password: 'N3w!password',
  ConfirmPassword: 'N3w!password',
  Email: 'asha.menon@hospital.in',
  Token: 'abc',
};

/** Every text field of the shared schemas, with the message a NUL in it must give. */
const CASES: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  [
    'login',
    loginRequestSchema,
    { Email: 'asha.menon@hospital.in', Password: 'Str0ng!pass' },
    'Email',
    'Enter a valid email address.',
  ],
  ['demo', demoRequestSchema, enquiry, 'Name', 'Name can only contain letters and spaces.'],
  ['demo', demoRequestSchema, enquiry, 'Email', EMAIL_MESSAGES.invalid],
  ['demo', demoRequestSchema, enquiry, 'Phone', TEXT_MESSAGES.controlCharacters],
  [
    'demo',
    demoRequestSchema,
    { ...enquiry, Requirements: 'A demo for our clinic' },
    'Requirements',
    TEXT_MESSAGES.controlCharacters,
  ],
  [
    'contact',
    contactUsRequestSchema,
    { ...enquiry, AdditionalNotes: 'Call after noon' },
    'AdditionalNotes',
    TEXT_MESSAGES.controlCharacters,
  ],
  [
    'contact',
    contactUsRequestSchema,
    { ...enquiry, SelectedPlan: 'Pro' },
    'SelectedPlan',
    TEXT_MESSAGES.controlCharacters,
  ],
  ['feedback', feedbackRequestSchema, feedback, 'CustomCategoryText', TEXT_MESSAGES.controlCharacters],
  ['feedback', feedbackRequestSchema, feedback, 'IssueDescription', TEXT_MESSAGES.controlCharacters],
  [
    'feedback',
    feedbackRequestSchema,
    { ...feedback, SuggestionsImprovement: 'More' },
    'SuggestionsImprovement',
    TEXT_MESSAGES.controlCharacters,
  ],
  [
    'reset',
    resetPasswordRequestSchema,
    reset,
    'Email',
    'This password reset link is invalid or has expired. Please request a new one.',
  ],
  [
    'reset',
    resetPasswordRequestSchema,
    reset,
    'Token',
    'This password reset link is invalid or has expired. Please request a new one.',
  ],
  [
    'emailcheck',
    emailCheckQuerySchema,
    { emailId: 'asha.menon@hospital.in' },
    'emailId',
    EMAIL_MESSAGES.invalid,
  ],
  [
    'license check',
    licenseCheckQuerySchema,
    { licenseNumber: '/E' },
    'licenseNumber',
    SIGNUP_MESSAGES.licenseInvalid,
  ],
  [
    'reset token',
    resetTokenQuerySchema,
    { uid: '0b0c7a8e-3b7e-4d55-9f83-8f1f7d3c2a10', token: 'abc' },
    'token',
    'This password reset link is invalid or has expired. Please request a new one.',
  ],
];

describe('control characters in the shared schemas', () => {
  it.each(CASES)(
    '%s refuses a NUL in %s with the message of that field',
    (_form, schema, valid, field, message) => {
      expect(schema.safeParse(valid).success).toBe(true);

      const result = schema.safeParse({ ...valid, [field]: `${String(valid[field])}${NUL}` });

      expect(result.success).toBe(false);
      expect(result.success ? {} : fieldMessages(result.error)[field]?.[0]).toBe(message);
    },
  );

  it('answers a NUL-only e-mail with an e-mail message, not the username-length one', () => {
    const result = emailCheckQuerySchema.safeParse({ emailId: NUL });

    expect(result.success ? {} : fieldMessages(result.error)).toEqual({ emailId: [EMAIL_MESSAGES.invalid] });
  });

  it('keeps line breaks and tabs in free text but refuses other controls', () => {
    expect(hasControlCharacters('line one\r\nline two\tend')).toBe(false);
    expect(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085'].map(hasControlCharacters)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('oneLineSafeText', () => {
  it('strips control characters, line breaks and bidirectional overrides from a subject', () => {
    expect(oneLineSafeText('Demo request from Eve\r\nBcc: all@x.test')).toBe(
      'Demo request from Eve Bcc: all@x.test',
    );
    expect(oneLineSafeText('Rahul \u202Egnp.exe\u202C Nair\u0000')).toBe('Rahul gnp.exe Nair');
    expect(oneLineSafeText('\u2066isolated\u2069 \u200Fmark')).toBe('isolated mark');
  });
});

describe('pathsWithNulCharacters', () => {
  it('names every string and key holding a NUL, at any depth, and nothing else', () => {
    const request = {
      MrnNumber: `MRN${NUL}1`,
      notes: [
        { type: 'note', value: 'fever' },
        { type: 'note', value: `cough${NUL}` },
      ],
      [`bad${NUL}key`]: 1,
      clean: { count: 3, flag: true, nothing: null },
    };

    expect(pathsWithNulCharacters(request).sort()).toEqual(['MrnNumber', `bad${NUL}key`, 'notes.1.value']);
    expect(pathsWithNulCharacters(NUL)).toEqual(['']);
    expect(pathsWithNulCharacters({ text: 'तापमान 38°C \u202Eright-to-left\u202C\t\n' })).toEqual([]);
  });

  it('walks a value nested deeper than the call stack would allow', () => {
    let deep: unknown = `leaf${NUL}`;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];

    expect(pathsWithNulCharacters(deep)).toHaveLength(1);
  });
});

describe('parseOrThrow and NUL characters', () => {
  const errorOf = (schema: z.ZodType, value: unknown) => {
    try {
      parseOrThrow(schema, value, 'body');
    } catch (error) {
      return (error as AppError).toJSON();
    }
    return undefined;
  };

  it('refuses a NUL the schema accepts, naming each field that holds one', () => {
    const patient = z.object({ MrnNumber: z.string().max(10), notes: z.array(z.string()) });

    expect(errorOf(patient, { MrnNumber: `M${NUL}1`, notes: ['ok', `fever${NUL}`] })).toEqual({
      name: 'AppError',
      code: 'COMMON.VALIDATION_FAILED',
      message: TEXT_MESSAGES.controlCharacters,
      details: { MrnNumber: [TEXT_MESSAGES.controlCharacters], 'notes.1': [TEXT_MESSAGES.controlCharacters] },
    });
  });

  it("lets the field's own rule answer first, as the form does", () => {
    expect(errorOf(emailCheckQuerySchema, { emailId: `asha.menon${NUL}@hospital.in` })?.details).toEqual({
      emailId: [EMAIL_MESSAGES.invalid],
    });
  });
});
