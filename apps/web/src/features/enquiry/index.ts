export type { EnquiryModalProps, EnquiryVariant } from './EnquiryModal';
export { EnquiryModalOnDemand } from './EnquiryModalOnDemand';
export { VisitorEnquiryLinks } from './VisitorEnquiryLinks';
