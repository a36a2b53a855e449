import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { LOGIN_MESSAGES, type LoginRequest, type loginRequestSchema } from '@medi/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { serverMessageOf } from '../../store/api-error';
import { whenStoreReady } from '../../store/deferred-store';
import { loadOnce, loadWhenIdle } from '../../browser/idle-load';
import { useAppStore } from '../../store/hooks';
import { AlertBanner } from '../../components/AlertBanner';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import type { SignInAttempt } from './EmailVerificationCard';

type LoginFields = z.input<typeof loginRequestSchema>;

/**
 * Validation waits for the schema module (and zod with it), fetched while the form is already on screen: the page
 * is usable on less JavaScript, and the first check (on leaving a field) finds the module long arrived.
 */
const loadLoginResolver = () => import('./login-resolver');
const loginResolver: Resolver<LoginFields, unknown, LoginRequest> = async (values, context, options) =>
  (await loadWhenIdle(loadLoginResolver)).loginResolver(values, context, options);

/** The sign-in call (auth.api.ts), and Redux Toolkit with it, likewise arrive while the form is on screen. */
const loadAuthApi = loadOnce(() => import('./auth.api'));

interface LoginCredentialsFormProps {
  onCodeSent: (attempt: SignInAttempt) => void;
  /** The 'Forgot Password?' control, which opens the forgot-password enquiry. */
  forgotPassword: ReactNode;
}

/** Spec 01 section 4, step 1: the submit button waits until both fields are filled and error-free. */
export function LoginCredentialsForm({ onCodeSent, forgotPassword }: LoginCredentialsFormProps) {
  const {
    control,
    handleSubmit,
    getValues,
    register,
    formState: { isValid, isSubmitting },
  } = useForm<LoginFields, unknown, LoginRequest>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { Email: '', Password: '' },
  });
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const store = useAppStore();
  const formRef = useRef<HTMLFormElement>(null);
  const rememberMeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void loadWhenIdle(loadLoginResolver);
    void loadWhenIdle(loadAuthApi);
  }, []);
  // The page is on screen before React has hydrated it (first-page.prerender.tsx): what was typed or autofilled
  // meanwhile is in the inputs only. The form takes it in as it takes in typing.
  useEffect(() => {
    for (const name of ['Email', 'Password'] as const) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== getValues(name)) {
        void register(name).onChange({ target: { name, value: input.value }, type: 'change' });
      }
    }
    if (rememberMeRef.current?.checked) setRememberMe(true);
  }, [getValues, register]);

  const submit = async (credentials: LoginRequest) => {
    setFailure(null);
    try {
      const [{ authApi }, ready] = await Promise.all([loadAuthApi(), whenStoreReady(store)]);
      // Untracked: the answer is needed here only, not kept in the store for other components.
      await ready.dispatch(authApi.endpoints.login.initiate(credentials, { track: false })).unwrap();
      onCodeSent({ email: credentials.Email, rememberMe });
    } catch (error) {
      setFailure(serverMessageOf(error) ?? LOGIN_MESSAGES.failed);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        {failure && <AlertBanner kind="error" message={failure} onClose={() => setFailure(null)} />}
        <FormTextField
          control={control}
          name="Email"
          label="Email"
          type="email"
          autoComplete="username"
          required
        />
        <FormPasswordField
          control={control}
          name="Password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label="Remember me"
            ref={rememberMeRef}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          {forgotPassword}
        </Group>
        <Button type="submit" fullWidth loading={isSubmitting} disabled={!isValid}>
          Sign In
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup">
            SignUp
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
