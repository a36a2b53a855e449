import { Textarea, TextInput } from '@mantine/core';
import { contactUsRequestSchema, ENQUIRY_TEXT_MAX, type ContactUsRequest } from '@medi/contracts';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { ContactFieldset } from './ContactFieldset';
import { useContactUsForSubscriptionMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { browserDialCode } from './browser-dial-code';
import { useEnquiryForm } from './useEnquiryForm';

/** Contact us about a subscription; the plan the visitor came from travels with the enquiry. */
export function ContactUsForm({ selectedPlan = '' }: { selectedPlan?: string }) {
  const [contactUs] = useContactUsForSubscriptionMutation();
  const send = useCallback((body: ContactUsRequest) => contactUs(body).unwrap(), [contactUs]);
  const enquiry = useEnquiryForm(
    contactUsRequestSchema,
    {
      Name: '',
      Email: '',
      CountryCode: browserDialCode(),
      Phone: '',
      AdditionalNotes: '',
      SelectedPlan: selectedPlan,
    },
    send,
  );
  const {
    control,
    register,
    formState: { errors },
  } = enquiry.form;
  const notesLength = useWatch({ control, name: 'AdditionalNotes' })?.length ?? 0;

  return (
    <EnquiryFormFrame enquiry={enquiry} label="Contact us" submitLabel="Contact Us">
      {selectedPlan && (
        <TextInput label="Selected plan" readOnly variant="filled" {...register('SelectedPlan')} />
      )}
      <ContactFieldset />
      <Textarea
        label="Additional notes"
        description={`Optional (${notesLength}/${ENQUIRY_TEXT_MAX})`}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={ENQUIRY_TEXT_MAX}
        error={errors.AdditionalNotes?.message}
        {...register('AdditionalNotes')}
      />
    </EnquiryFormFrame>
  );
}
