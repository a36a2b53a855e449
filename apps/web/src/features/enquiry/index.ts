export { EnquiryModal, type EnquiryModalProps, type EnquiryVariant } from './EnquiryModal';
export { VisitorEnquiryLinks } from './VisitorEnquiryLinks';
