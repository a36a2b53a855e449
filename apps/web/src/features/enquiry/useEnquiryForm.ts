import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { EnquiryReply } from './enquiry.api';
import { useEnquirySubmission, type EnquiryStatus } from './useEnquirySubmission';

export interface EnquiryForm<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  status: EnquiryStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** An enquiry form validated by its contract schema, sent through the enquiry submission and emptied on success. */
export function useEnquiryForm<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, Values>,
  emptyValues: DefaultValues<Values>,
  send: (body: Body) => Promise<EnquiryReply>,
): EnquiryForm<Values, Body> {
  const { status, submit } = useEnquirySubmission(send);
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const onValid = async (body: Body) => {
    if (await submit(body)) form.reset(emptyValues);
  };
  return { form, status, onSubmit: (event) => void form.handleSubmit(onValid)(event) };
}
