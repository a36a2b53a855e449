import type { ContactUsRequest, DemoRequest, FeedbackRequest } from '@medi/contracts';

export function feedbackRequestOf(overrides: Partial<FeedbackRequest> = {}): FeedbackRequest {
  return {
    CategoryIDs: [1, 4],
    Rating: 4,
    CustomCategoryText: '',
    IssueDescription: 'The transcript pauses after a long silence.',
    SuggestionsImprovement: 'Show a hint when the microphone is muted.',
    ...overrides,
  };
}

export function demoRequestOf(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return {
    Name: 'Rahul Nair',
    Email: 'rahul.nair@clinic.in',
    CountryCode: '+91',
    Phone: '9876543210',
    Requirements: 'A demo for the six doctors of our clinic.',
    ...overrides,
  };
}

export function contactUsRequestOf(overrides: Partial<ContactUsRequest> = {}): ContactUsRequest {
  return {
    Name: 'Aisha Rahman',
    Email: 'aisha.rahman@dubaiclinic.ae',
    CountryCode: '+971',
    Phone: '501234567',
    AdditionalNotes: 'Twelve doctors, billed annually.',
    SelectedPlan: 'Advanced',
    ...overrides,
  };
}
