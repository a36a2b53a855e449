import { Textarea } from '@mantine/core';
import { demoRequestSchema, ENQUIRY_TEXT_MAX, ENQUIRY_TEXT_MIN, type DemoRequest } from '@medi/contracts';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ContactFieldset } from './ContactFieldset';
import { useRequestDemoMutation, useSendGenericEnquiryMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { browserDialCode } from './browser-dial-code';
import { useEnquiryForm } from './useEnquiryForm';

/** The phone's dial code starts at the browser's region when it is one of the four. */
const EMPTY_DEMO_REQUEST: z.input<typeof demoRequestSchema> = {
  Name: '',
  Email: '',
  CountryCode: browserDialCode(),
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
  const enquiry = useEnquiryForm(demoRequestSchema, EMPTY_DEMO_REQUEST, send);
  const {
    control,
    register,
    formState: { errors },
  } = enquiry.form;
  const requirementsLength = useWatch({ control, name: 'Requirements' })?.length ?? 0;

  return (
    <EnquiryFormFrame
      enquiry={enquiry}
      label={kind === 'demo' ? 'Demo request' : 'Enquiry'}
      submitLabel={kind === 'demo' ? 'Request Demo' : 'Send Enquiry'}
    >
      <ContactFieldset />
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
