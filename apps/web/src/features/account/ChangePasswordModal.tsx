import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordRequestSchema,
  SESSION_DISPLAY_COOKIES,
  type ChangePasswordRequest,
} from '@medi/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorCodeOf, serverMessageOf } from '../../store/api-error';
import { AlertBanner } from '../../components/AlertBanner';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useChangePasswordMutation, useLazyCheckPasswordQuery } from './account.api';
import { useSignOutLocally } from './useSignOutLocally';

type ChangePasswordFields = z.input<typeof changePasswordRequestSchema>;

type CurrentPasswordVerdict = 'correct' | 'incorrect' | 'check-failed';

function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<ChangePasswordFields, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { Password: '', NewPassword: '', ConfirmPassword: '' },
  });
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    formState: { isValid, isSubmitting },
  } = form;
  const [checkPassword] = useLazyCheckPasswordQuery();
  const [changePassword] = useChangePasswordMutation();
  const signOutLocally = useSignOutLocally();
  // The server's verdict on one typed value: typing something else makes it stale.
  const [verdict, setVerdict] = useState<{ password: string; result: CurrentPasswordVerdict } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const currentPassword = useWatch({ control, name: 'Password' });
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? '';

  const verifyCurrentPassword = async (password: string): Promise<CurrentPasswordVerdict> => {
    let result: CurrentPasswordVerdict;
    try {
      const { ifPasswordCorrect } = await checkPassword({ userId, password }).unwrap();
      result = ifPasswordCorrect ? 'correct' : 'incorrect';
    } catch (error) {
      console.error('Password check failed', error);
      result = 'check-failed';
    }
    setVerdict({ password, result });
    return result;
  };

  const verdictForTypedValue = verdict?.password === currentPassword ? verdict.result : undefined;
  const currentPasswordVerdictMessage =
    verdictForTypedValue === 'incorrect'
      ? CHANGE_PASSWORD_MESSAGES.currentIncorrect
      : verdictForTypedValue === 'check-failed'
        ? CHANGE_PASSWORD_MESSAGES.checkFailure
        : undefined;

  const submit = async (values: ChangePasswordRequest) => {
    setSubmitError(null);
    const currentVerdict = verdictForTypedValue ?? (await verifyCurrentPassword(values.Password));
    if (currentVerdict !== 'correct') return;
    try {
      await changePassword({ ...values, UserId: userId }).unwrap();
    } catch (error) {
      if (errorCodeOf(error) === 'AUTH.CURRENT_PASSWORD_INCORRECT') {
        setVerdict({ password: values.Password, result: 'incorrect' });
        return;
      }
      setSubmitError(serverMessageOf(error) ?? CHANGE_PASSWORD_MESSAGES.transportFailure);
      return;
    }
    // The server has ended every session of this user: only the browser side is left to clear.
    await signOutLocally(CHANGE_PASSWORD_MESSAGES.success);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        {submitError && <AlertBanner kind="error" message={submitError} />}
        <FormPasswordField
          control={control}
          name="Password"
          label="Current password"
          autoComplete="current-password"
          required
          otherError={currentPasswordVerdictMessage}
          onBlur={() => {
            void trigger('Password').then((formatValid) => {
              const typed = getValues('Password');
              if (formatValid && verdict?.password !== typed) void verifyCurrentPassword(typed);
            });
          }}
        />
        <NewPasswordFields
          form={form}
          name="NewPassword"
          label="New password"
          confirmLabel="Confirm new password"
          clearMismatchedConfirmation={false}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isValid || (verdictForTypedValue !== undefined && verdictForTypedValue !== 'correct')}
          >
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 01 section 4: checks the current password with the server, then changes it and signs the user out. */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Change Password"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so closing forgets what was typed. */}
      {opened && <ChangePasswordForm onCancel={onClose} />}
    </Modal>
  );
}
