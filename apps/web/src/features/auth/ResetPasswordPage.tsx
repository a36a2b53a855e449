import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  RESET_PASSWORD_MESSAGES,
  resetPasswordRequestSchema,
  type ResetPasswordRequest,
} from '@medi/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { serverMessageOf } from '../../store/api-error';
import { storeMessage } from '../../browser/stored-message';
import { AlertBanner } from '../../components/AlertBanner';
import { useResetPasswordMutation, useValidateResetTokenQuery } from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';

type ResetPasswordFields = z.input<typeof resetPasswordRequestSchema>;

function ResetPasswordFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <Stack gap="lg">
        <Title order={1}>Reset Password</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function InvalidLinkPanel({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <AlertBanner kind="error" title="This link cannot be used" message={message} />
      <Anchor component={Link} to="/login">
        Back to sign-in
      </Anchor>
    </Stack>
  );
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFields, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { Password: '', ConfirmPassword: '', Email: email, Token: token },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (request: ResetPasswordRequest) => {
    setFailure(null);
    try {
      await resetPassword(request).unwrap();
    } catch (error) {
      setFailure(serverMessageOf(error) ?? RESET_PASSWORD_MESSAGES.failed);
      return;
    }
    storeMessage(RESET_PASSWORD_MESSAGES.success);
    await navigate('/login', { replace: true });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <Text size="sm">
          Choose a new password for{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          .
        </Text>
        {failure && <AlertBanner kind="error" message={failure} onClose={() => setFailure(null)} />}
        <NewPasswordFields
          form={form}
          name="Password"
          label="New password"
          confirmLabel="Confirm password"
          clearMismatchedConfirmation
        />
        <Button type="submit" fullWidth loading={isSubmitting} disabled={!isValid}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}

/** Spec 02 sections 2, 4 and 5: /reset-password?token&uid&email, the link of the forgot-password e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const uid = searchParams.get('uid') ?? '';
  const linkComplete = Boolean(token && uid);
  const validation = useValidateResetTokenQuery({ uid, token }, { skip: !linkComplete });

  if (!linkComplete) {
    return (
      <ResetPasswordFrame>
        <InvalidLinkPanel message={RESET_PASSWORD_MESSAGES.tokenInvalid} />
      </ResetPasswordFrame>
    );
  }
  if (validation.isLoading) {
    return (
      <ResetPasswordFrame>
        <Center py="lg" role="status" aria-label="Checking the reset link">
          <Loader />
        </Center>
      </ResetPasswordFrame>
    );
  }
  if (validation.isError || !validation.data?.success) {
    const message =
      serverMessageOf(validation.error) ?? validation.data?.message ?? RESET_PASSWORD_MESSAGES.tokenInvalid;
    return (
      <ResetPasswordFrame>
        <InvalidLinkPanel message={message} />
      </ResetPasswordFrame>
    );
  }
  return (
    <ResetPasswordFrame>
      <NewPasswordForm email={validation.data.email || (searchParams.get('email') ?? '')} token={token} />
    </ResetPasswordFrame>
  );
}
