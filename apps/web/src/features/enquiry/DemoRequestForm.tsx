import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import {
  DEFAULT_COUNTRY_CODE,
  demoRequestSchema,
  ENQUIRY_TEXT_MAX,
  ENQUIRY_TEXT_MIN,
  type DemoRequest,
} from '@medi/contracts';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ContactFieldset } from './ContactFieldset';
import { useRequestDemoMutation, useSendGenericEnquiryMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { useEnquirySubmission } from './useEnquirySubmission';

type DemoRequestFormValues = z.input<typeof demoRequestSchema>;

const EMPTY_DEMO_REQUEST: DemoRequestFormValues = {
  Name: '',
  Email: '',
  CountryCode: DEFAULT_COUNTRY_CODE,
  Phone: '',
  Requirements: '',
};

/** Demo request and generic enquiry share one payload (spec 01 section 3) and differ only in the endpoint. */
export function DemoRequestForm({ kind }: { kind: 'demo' | 'generic' }) {
  const [requestDemo] = useRequestDemoMutation();
  const [sendGenericEnquiry] = useSendGenericEnquiryMutation();
  const send = useCallback(
    (body: DemoRequest) => (kind === 'demo' ? requestDemo(body) : sendGenericEnquiry(body)).unwrap(),
    [kind, requestDemo, sendGenericEnquiry],
  );
  const { status, submit } = useEnquirySubmission(send);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DemoRequestFormValues, unknown, DemoRequest>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: EMPTY_DEMO_REQUEST,
    mode: 'onTouched',
  });
  const requirementsLength = useWatch({ control, name: 'Requirements' })?.length ?? 0;

  const onValid = async (body: DemoRequest) => {
    if (await submit(body)) reset(EMPTY_DEMO_REQUEST);
  };

  return (
    <EnquiryFormFrame
      status={status}
      label={kind === 'demo' ? 'Demo request' : 'Enquiry'}
      submitLabel={kind === 'demo' ? 'Request Demo' : 'Send Enquiry'}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
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
        label="Requirements"
        description={`Optional. ${ENQUIRY_TEXT_MIN} to ${ENQUIRY_TEXT_MAX} characters (${requirementsLength}/${ENQUIRY_TEXT_MAX})`}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={ENQUIRY_TEXT_MAX}
        error={errors.Requirements?.message}
        {...register('Requirements')}
      />
    </EnquiryFormFrame>
  );
}
