import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, FEEDBACK_CATEGORIES } from '../enumerations';
import { isValidEmailFormat, EMAIL_MESSAGES } from './email.rules';
import { firstRegistrationEmailProblem } from './registration-email.rules';
import { DIAL_CODES, firstPhoneProblem } from './phone.rules';
import { plainText, ruledString } from './zod-helpers';

export const ENQUIRY_MESSAGES = {
  nameBlank: 'Name field cannot be left blank. Please enter your name.',
  /** The spec shows this text for names of 2 or fewer characters too: the effective range is 3 to 50. */
  nameLength: 'Name must be between 2 and 50 characters long.',
  nameLetters: 'Name can only contain letters and spaces.',
  requirementsLength: 'Requirements must be between 10 and 500 characters long.',
  notesLength: 'Additional notes must be at most 500 characters long.',
  failed: 'An error occurred. Please try again.',
  /** The server's answer to every accepted enquiry, shown in the modal's success view. */
  received: 'Thank you for reaching out. Our team will contact you shortly.',
} as const;

export const ENQUIRY_NAME_MAX = 50;
export const ENQUIRY_TEXT_MIN = 10;
export const ENQUIRY_TEXT_MAX = 500;
/** The artificial pause before an enquiry is sent (spec 01 section 9). */
export const ENQUIRY_SUBMIT_DELAY_MS = 2_000;

export function firstEnquiryNameProblem(value: string): string | undefined {
  if (!value) return ENQUIRY_MESSAGES.nameBlank;
  if (!/^[A-Za-z ]+$/.test(value)) return ENQUIRY_MESSAGES.nameLetters;
  return value.length <= 2 || value.length > ENQUIRY_NAME_MAX ? ENQUIRY_MESSAGES.nameLength : undefined;
}

const enquiryContact = {
  Name: ruledString(firstEnquiryNameProblem),
  Email: ruledString((value) => firstRegistrationEmailProblem(value, 'enquiry')),
  CountryCode: z.enum(DIAL_CODES).default(DEFAULT_COUNTRY_CODE),
  Phone: plainText({ required: 'Phone Number is required.' }),
};

function phoneMatchesCountry(
  form: { Phone: string; CountryCode: (typeof DIAL_CODES)[number] },
  context: z.RefinementCtx,
) {
  const message = firstPhoneProblem(form.Phone, form.CountryCode);
  if (message) context.addIssue({ code: 'custom', path: ['Phone'], message });
}

const optionalRequirements = plainText()
  .optional()
  .default('')
  .refine(
    (value) => value.length === 0 || (value.length >= ENQUIRY_TEXT_MIN && value.length <= ENQUIRY_TEXT_MAX),
    ENQUIRY_MESSAGES.requirementsLength,
  );

/** POST /api/manage/requestdemo and /api/manage/generic-enquiry */
export const demoRequestSchema = z
  .object({ ...enquiryContact, Requirements: optionalRequirements })
  .superRefine(phoneMatchesCountry);
export type DemoRequest = z.infer<typeof demoRequestSchema>;
export const genericEnquirySchema = demoRequestSchema;
export type GenericEnquiryRequest = DemoRequest;

/** POST /api/manage/contactUsForSubscription */
export const contactUsRequestSchema = z
  .object({
    ...enquiryContact,
    AdditionalNotes: plainText().max(ENQUIRY_TEXT_MAX, ENQUIRY_MESSAGES.notesLength).optional().default(''),
    SelectedPlan: plainText().max(50).optional().default(''),
  })
  .superRefine(phoneMatchesCountry);
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

export const ENQUIRY_KINDS = ['demo', 'contact', 'generic'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const FEEDBACK_MESSAGES = {
  incomplete: 'Please complete all required fields before submitting.',
  confirmTitle: 'We Value Your Feedback!',
  successTitle: 'Submission Successful',
  successBody: 'Thank you for your feedback! It has been successfully submitted.',
  failureTitle: 'Submission Failed',
  failureBody: 'There was a problem submitting your feedback. Please try again later.',
} as const;
export const FEEDBACK_TEXT_MAX = 100;
export const FEEDBACK_OTHER_CATEGORY_ID = 5;

/** POST /api/feedback/addfeedback */
export const feedbackRequestSchema = z
  .object({
    userId: z.string().optional(),
    CategoryIDs: z
      .array(z.number().int().min(1).max(FEEDBACK_CATEGORIES.length), { error: FEEDBACK_MESSAGES.incomplete })
      .min(1, FEEDBACK_MESSAGES.incomplete)
      .refine((ids) => new Set(ids).size === ids.length, FEEDBACK_MESSAGES.incomplete),
    Rating: z
      .number({ error: FEEDBACK_MESSAGES.incomplete })
      .int()
      .min(1, FEEDBACK_MESSAGES.incomplete)
      .max(5),
    CustomCategoryText: plainText().max(FEEDBACK_TEXT_MAX).optional().default(''),
    IssueDescription: plainText({ required: FEEDBACK_MESSAGES.incomplete })
      .min(1, FEEDBACK_MESSAGES.incomplete)
      .max(FEEDBACK_TEXT_MAX),
    SuggestionsImprovement: plainText().max(FEEDBACK_TEXT_MAX).optional().default(''),
  })
  .superRefine((form, context) => {
    if (form.CategoryIDs.includes(FEEDBACK_OTHER_CATEGORY_ID) && !form.CustomCategoryText) {
      context.addIssue({
        code: 'custom',
        path: ['CustomCategoryText'],
        message: FEEDBACK_MESSAGES.incomplete,
      });
    }
  });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** Clinic settings e-mail (spec 02): optional, then the pattern and blocked-domain rules. */
export function firstOptionalEmailProblem(value: string): string | undefined {
  if (!value) return undefined;
  if (!isValidEmailFormat(value)) return EMAIL_MESSAGES.invalid;
  const problem = firstRegistrationEmailProblem(value, 'signup');
  return problem === EMAIL_MESSAGES.blockedDomain ? problem : undefined;
}
