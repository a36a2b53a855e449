import { Text } from '@mantine/core';
import { emailOnlyRequestSchema, type EmailOnlyRequest } from '@medi/contracts';
import { useCallback } from 'react';
import { EnquiryEmailField } from './ContactFieldset';
import { useRequestPasswordResetMutation } from './enquiry.api';
import { EnquiryFormFrame } from './EnquiryFormFrame';
import { useEnquiryForm } from './useEnquiryForm';

/** Forgot password: only the e-mail (spec 01 section 5); the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const send = useCallback(
    (body: EmailOnlyRequest) => requestPasswordReset(body).unwrap(),
    [requestPasswordReset],
  );
  const enquiry = useEnquiryForm(emailOnlyRequestSchema, { Email: '' }, send);

  return (
    <EnquiryFormFrame enquiry={enquiry} label="Forgot password" submitLabel="Send Reset Link">
      <Text size="sm">
        Enter the e-mail address of your account and we will send you a link to reset your password.
      </Text>
      <EnquiryEmailField />
    </EnquiryFormFrame>
  );
}
