export const ENQUIRIES_OPTIONS = Symbol('ENQUIRIES_OPTIONS');

export interface EnquiriesOptions {
  /** The support mailbox every enquiry is e-mailed to. */
  supportEmail: string;
}
