/** The Key Features grid of the dashboard (spec 01 section 1): what the product does, in the doctor's terms. */
export const KEY_FEATURES = [
  {
    id: 'transcription',
    title: 'Real-Time Transcription',
    description:
      'Speak naturally with your patient. The conversation is transcribed live, speaker by speaker, in any of eight languages.',
  },
  {
    id: 'session-controls',
    title: 'Smart Session Controls',
    description:
      'Start, pause, resume and stop a consultation whenever you need to. Notes and prescriptions stay with the session.',
  },
  {
    id: 'diagnostics',
    title: 'AI Diagnostics',
    description:
      'See potential diagnoses suggested from the conversation as it unfolds, to support your clinical judgement, never to replace it.',
  },
  {
    id: 'reporting',
    title: 'Comprehensive Reporting',
    description:
      'Generate a summary report, treatment plan and prescription draft in one step, review and edit them, then download or e-mail them as PDF.',
  },
] as const;

export type KeyFeatureId = (typeof KEY_FEATURES)[number]['id'];

export const REPORT_DISCLAIMER = 'Complete the session and fill in patient details to generate the report';
