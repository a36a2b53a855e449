import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordRequestSchema,
  SESSION_DISPLAY_COOKIES,
  type ChangePasswordRequest,
} from '@medi/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorCodeOf, serverMessageOf } from '../../app/api-error';
import { AlertBanner } from '../../components/AlertBanner';
import { PasswordWithChecklist } from '../auth/PasswordWithChecklist';
import { passwordVisibilityToggleProps } from '../auth/password-visibility';
import { readDisplayCookie } from '../session/display-cookies';
import { useChangePasswordMutation, useLazyCheckPasswordQuery } from './account.api';
import { useSignOutLocally } from './useSignOutLocally';

type ChangePasswordFields = z.input<typeof changePasswordRequestSchema>;

type CurrentPasswordVerdict = 'correct' | 'incorrect' | 'check-failed';

const CURRENT_LABEL = 'Current password';
const NEW_LABEL = 'New password';
const CONFIRM_LABEL = 'Confirm new password';

function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ChangePasswordFields, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { Password: '', NewPassword: '', ConfirmPassword: '' },
  });
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
  const currentPasswordError =
    errors.Password?.message ??
    (verdictForTypedValue === 'incorrect'
      ? CHANGE_PASSWORD_MESSAGES.currentIncorrect
      : verdictForTypedValue === 'check-failed'
        ? CHANGE_PASSWORD_MESSAGES.checkFailure
        : undefined);

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
        <Controller
          control={control}
          name="Password"
          render={({ field }) => (
            <PasswordInput
              {...field}
              label={CURRENT_LABEL}
              autoComplete="current-password"
              required
              error={currentPasswordError}
              visibilityToggleButtonProps={passwordVisibilityToggleProps(CURRENT_LABEL)}
              onBlur={() => {
                field.onBlur();
                void trigger('Password').then((formatValid) => {
                  const typed = getValues('Password');
                  if (formatValid && verdict?.password !== typed) void verifyCurrentPassword(typed);
                });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="NewPassword"
          render={({ field }) => (
            <PasswordWithChecklist
              {...field}
              label={NEW_LABEL}
              autoComplete="new-password"
              required
              error={errors.NewPassword?.message}
              onChange={(event) => {
                field.onChange(event);
                if (getValues('ConfirmPassword')) void trigger('ConfirmPassword');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="ConfirmPassword"
          render={({ field }) => (
            <PasswordInput
              {...field}
              label={CONFIRM_LABEL}
              autoComplete="new-password"
              required
              error={errors.ConfirmPassword?.message}
              visibilityToggleButtonProps={passwordVisibilityToggleProps(CONFIRM_LABEL)}
            />
          )}
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
