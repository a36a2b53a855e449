import {
  contactUsRequestSchema,
  demoRequestSchema,
  ENQUIRY_MESSAGES,
  FEEDBACK_MESSAGES,
  feedbackRequestSchema,
} from './engagement.schemas';
import { PHONE_MESSAGES } from './phone.rules';
import { fieldMessages } from './zod-helpers';

function demoErrors(overrides: Record<string, unknown>) {
  const result = demoRequestSchema.safeParse({
    Name: 'Rahul Nair',
    Email: 'rahul.nair@clinic.in',
    CountryCode: '+91',
    Phone: '9876543210',
    Requirements: '',
    ...overrides,
  });
  return result.success ? {} : fieldMessages(result.error);
}

describe('enquiry rules', () => {
  it('accepts a valid demo request and defaults the country code to +1', () => {
    expect(demoErrors({})).toEqual({});
    expect(
      demoRequestSchema.parse({ Name: 'Rahul Nair', Email: 'rahul.nair@clinic.in', Phone: '2015550123' })
        .CountryCode,
    ).toBe('+1');
  });

  it.each([
    [{ Name: '' }, 'Name', ENQUIRY_MESSAGES.nameBlank],
    [{ Name: 'Al' }, 'Name', ENQUIRY_MESSAGES.nameLength],
    [{ Name: 'x'.repeat(51) }, 'Name', ENQUIRY_MESSAGES.nameLength],
    [{ Name: 'Dr. Rahul' }, 'Name', ENQUIRY_MESSAGES.nameLetters],
    [
      { Email: 'rahul.nair@yopmail.com' },
      'Email',
      'The email domain is not allowed. Please use a valid provider.',
    ],
    [{ Phone: '' }, 'Phone', PHONE_MESSAGES.required],
    [{ Phone: '98765-4321O' }, 'Phone', PHONE_MESSAGES.invalidCharacters],
    [{ Phone: '9876' }, 'Phone', PHONE_MESSAGES.tooShort],
    [{ Phone: '12345' }, 'Phone', PHONE_MESSAGES.invalidForCountry],
    [{ Phone: '501234567', CountryCode: '+91' }, 'Phone', PHONE_MESSAGES.invalidForCountry],
    [{ Requirements: 'too short' }, 'Requirements', ENQUIRY_MESSAGES.requirementsLength],
    [{ Requirements: 'x'.repeat(501) }, 'Requirements', ENQUIRY_MESSAGES.requirementsLength],
  ])('rejects %j on %s', (overrides, field, message) => {
    expect(demoErrors(overrides)[field]).toEqual([message]);
  });

  it.each([
    ['+971', '501234567'],
    ['+44', '7911123456'],
    ['+1', '2015550123'],
    ['+91', '+919876543210'],
  ])('accepts a valid %s number', (CountryCode, Phone) => {
    expect(demoErrors({ CountryCode, Phone })).toEqual({});
  });

  it('carries the selected plan of a contact-us enquiry', () => {
    const parsed = contactUsRequestSchema.parse({
      Name: 'Rahul Nair',
      Email: 'rahul.nair@clinic.in',
      CountryCode: '+971',
      Phone: '501234567',
      AdditionalNotes: 'Forty doctors across two sites.',
      SelectedPlan: 'Enterprise',
    });
    expect(parsed.SelectedPlan).toBe('Enterprise');
  });
});

describe('feedback rules', () => {
  const valid = {
    CategoryIDs: [1, 3],
    Rating: 4,
    IssueDescription: 'Transcription lags a little.',
    SuggestionsImprovement: '',
  };

  it('accepts a rated, categorised description', () => {
    expect(feedbackRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ Rating: 0 }, 'Rating'],
    [{ CategoryIDs: [] }, 'CategoryIDs'],
    [{ IssueDescription: '  ' }, 'IssueDescription'],
    [{ CategoryIDs: [5] }, 'CustomCategoryText'],
  ])('asks for the required fields when %j', (overrides, field) => {
    const result = feedbackRequestSchema.safeParse({ ...valid, ...overrides });
    expect(result.success || fieldMessages(result.error)[field]).toEqual([FEEDBACK_MESSAGES.incomplete]);
  });

  it('caps the description and suggestions at 100 characters', () => {
    expect(feedbackRequestSchema.safeParse({ ...valid, IssueDescription: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(
      feedbackRequestSchema.safeParse({ ...valid, SuggestionsImprovement: 'x'.repeat(101) }).success,
    ).toBe(false);
  });
});
