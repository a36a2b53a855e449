import { Anchor, Button, Group, Paper, PinInput, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  LOGIN_MESSAGES,
  type LoginVerifiedResponse,
  OTP_LENGTH,
  OTP_MESSAGES,
  verifyOtpRequestSchema,
} from '@medi/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCodeOf, serverMessageOf } from '../../store/api-error';
import { clearLogoutState } from '../account/client-state';
import { clearUserImage, storeUserImage } from '../account/user-image-store';
import {
  useClearLoginCodeMutation,
  useResendLoginCodeMutation,
  useVerifyLoginCodeMutation,
} from './auth.api';
import { safeRedirectPath } from './safe-redirect';
import { requestSettingsReminder } from './settings-reminder';
import { useResendCooldown } from './useResendCooldown';

/** Spec 01 section 9: the wrong-code toast stays 3 s. */
export const WRONG_CODE_TOAST_MS = 3_000;

export interface SignInAttempt {
  email: string;
  rememberMe: boolean;
}

function isCompleteCode(code: string): boolean {
  return verifyOtpRequestSchema.shape.VerificationCode.safeParse(code).success;
}

async function keepUserImage(image: string): Promise<void> {
  try {
    if (image) await storeUserImage(image);
    else await clearUserImage();
  } catch (error) {
    // The picture is a nicety: without IndexedDB the header shows the default avatar.
    console.error('Could not store the user image', error);
  }
}

function LoginSuccessful({ verified }: { verified: LoginVerifiedResponse }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const continueToApp = async () => {
    setLeaving(true);
    await keepUserImage(verified.image);
    clearLogoutState();
    if (!verified.isSettingsUpdated) requestSettingsReminder();
    await navigate(safeRedirectPath(verified.redirectUrl), { replace: true });
  };

  return (
    <Stack gap="md" align="center" ta="center">
      <Title order={2} size="h3">
        {OTP_MESSAGES.loginSuccessful}
      </Title>
      <Button fullWidth loading={leaving} onClick={() => void continueToApp()} data-autofocus>
        Continue
      </Button>
    </Stack>
  );
}

/** Spec 01 section 4, steps 3 to 7: the e-mailed code, after the password step. */
export function EmailVerificationCard({ email, rememberMe }: SignInAttempt) {
  const [entering, setEntering] = useState(false);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState<LoginVerifiedResponse | null>(null);
  const [verify, { isLoading: verifying }] = useVerifyLoginCodeMutation();
  const [clearCode, { isLoading: leaving }] = useClearLoginCodeMutation();
  const [resend] = useResendLoginCodeMutation();
  // The code was sent by the step before: resending rests for its first 30 s too.
  const { coolingDown, secondsLeft, startCooldown } = useResendCooldown(true);

  const verifyCode = async () => {
    try {
      setVerified(await verify({ Email: email, VerificationCode: code, RememberMe: rememberMe }).unwrap());
    } catch (error) {
      const message =
        errorCodeOf(error) === 'AUTH.CODE_INVALID'
          ? OTP_MESSAGES.incorrect
          : (serverMessageOf(error) ?? LOGIN_MESSAGES.failed);
      notifications.show({ color: 'red', message, autoClose: WRONG_CODE_TOAST_MS });
      setCode('');
    }
  };

  const backToLogin = async () => {
    try {
      await clearCode().unwrap();
    } catch (error) {
      // The attempt expires on the server by itself; the user still gets a fresh form.
      console.error('Could not clear the sign-in code', error);
    }
    window.location.reload();
  };

  const resendCode = async () => {
    startCooldown();
    try {
      const reply = await resend({ Email: email }).unwrap();
      notifications.show({ color: 'teal', message: reply.message });
    } catch (error) {
      notifications.show({ color: 'red', message: serverMessageOf(error) ?? LOGIN_MESSAGES.failed });
    }
  };

  if (verified) {
    return (
      <Paper withBorder p="lg" radius="md">
        <LoginSuccessful verified={verified} />
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!entering) setEntering(true);
          else if (isCompleteCode(code)) void verifyCode();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            Verify your email
          </Title>
          <Text size="sm">
            We have sent a {OTP_LENGTH}-digit verification code to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            .
          </Text>
          {entering && (
            <PinInput
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="lg"
              value={code}
              onChange={setCode}
              aria-label="Verification code"
              getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}` })}
              style={{ justifyContent: 'center' }}
            />
          )}
          <Button type="submit" fullWidth loading={verifying} disabled={entering && !isCompleteCode(code)}>
            {entering ? 'Verify OTP' : 'Enter code manually'}
          </Button>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={leaving}
              onClick={() => void backToLogin()}
            >
              Back to Login
            </Anchor>
            <Tooltip
              label={OTP_MESSAGES.resendTooltip}
              disabled={!coolingDown}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button
                variant="subtle"
                size="compact-sm"
                data-disabled={coolingDown || undefined}
                aria-disabled={coolingDown}
                onClick={(event) => {
                  // Styled as disabled but still focusable, so keyboard users reach the tooltip that says why.
                  if (coolingDown) event.preventDefault();
                  else void resendCode();
                }}
              >
                Resend code
                {coolingDown && (
                  // The tooltip says why; the count shows when. Hidden from the name so it stays 'Resend code'.
                  <span aria-hidden="true">&nbsp;({secondsLeft} s)</span>
                )}
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
