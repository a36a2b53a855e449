import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import {
  contactUsRequestSchema,
  DEFAULT_COUNTRY_CODE,
  ENQUIRY_TEXT_MAX,
  type ContactUsRequest,
} from '@medi/contracts';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ContactFieldset } from './ContactFieldset';
import { useContactUsForSubscriptionMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { useEnquirySubmission } from './useEnquirySubmission';

type ContactUsFormValues = z.input<typeof contactUsRequestSchema>;

function emptyContactUs(selectedPlan: string): ContactUsFormValues {
  return {
    Name: '',
    Email: '',
    CountryCode: DEFAULT_COUNTRY_CODE,
    Phone: '',
    AdditionalNotes: '',
    SelectedPlan: selectedPlan,
  };
}

/** Contact us about a subscription; the plan the visitor came from travels with the enquiry. */
export function ContactUsForm({ selectedPlan = '' }: { selectedPlan?: string }) {
  const [contactUs] = useContactUsForSubscriptionMutation();
  const send = useCallback((body: ContactUsRequest) => contactUs(body).unwrap(), [contactUs]);
  const { status, submit } = useEnquirySubmission(send);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactUsFormValues, unknown, ContactUsRequest>({
    resolver: zodResolver(contactUsRequestSchema),
    defaultValues: emptyContactUs(selectedPlan),
    mode: 'onTouched',
  });
  const notesLength = useWatch({ control, name: 'AdditionalNotes' })?.length ?? 0;

  const onValid = async (body: ContactUsRequest) => {
    if (await submit(body)) reset(emptyContactUs(selectedPlan));
  };

  return (
    <EnquiryFormFrame
      status={status}
      label="Contact us"
      submitLabel="Contact Us"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      {selectedPlan && (
        <TextInput label="Selected plan" readOnly variant="filled" {...register('SelectedPlan')} />
      )}
      <ContactFieldset
        fields={{
          Name: register('Name'),
          Email: register('Email'),
          CountryCode: register('CountryCode', { deps: ['Phone'] }),
          Phone: register('Phone'),
        }}
        errors={{
          Name: errors.Name?.message,
          Email: errors.Email?.message,
          CountryCode: errors.CountryCode?.message,
          Phone: errors.Phone?.message,
        }}
      />
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
