// Forgot password is one of the enquiry modal's four forms (spec 01 section 5), so its form lives here beside the
// other three; the reset page its e-mail leads to is auth's (features/auth/ResetPasswordPage).
export type { EnquiryModalProps, EnquiryVariant } from './EnquiryModal';
export { EnquiryModalOnDemand } from './EnquiryModalOnDemand';
export { VisitorEnquiryLinks } from './VisitorEnquiryLinks';
