import { zodResolver } from '@hookform/resolvers/zod';
import { Text, TextInput } from '@mantine/core';
import { emailOnlyRequestSchema, type EmailOnlyRequest } from '@medi/contracts';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordResetMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { useEnquirySubmission } from './useEnquirySubmission';

const EMPTY_EMAIL: EmailOnlyRequest = { Email: '' };

/** Forgot password: only the e-mail (spec 01 section 5); the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const send = useCallback(
    (body: EmailOnlyRequest) => requestPasswordReset(body).unwrap(),
    [requestPasswordReset],
  );
  const { status, submit } = useEnquirySubmission(send);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailOnlyRequest>({
    resolver: zodResolver(emailOnlyRequestSchema),
    defaultValues: EMPTY_EMAIL,
    mode: 'onTouched',
  });

  const onValid = async (body: EmailOnlyRequest) => {
    if (await submit(body)) reset(EMPTY_EMAIL);
  };

  return (
    <EnquiryFormFrame
      status={status}
      label="Forgot password"
      submitLabel="Send Reset Link"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <Text size="sm">
        Enter the e-mail address of your account and we will send you a link to reset your password.
      </Text>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        error={errors.Email?.message}
        {...register('Email')}
      />
    </EnquiryFormFrame>
  );
}
