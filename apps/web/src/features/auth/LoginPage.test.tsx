import {
  ACCESS_MESSAGES,
  LOGIN_MESSAGES,
  MESSAGES,
  OTP_MESSAGES,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@medi/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeMessage } from '../../browser/stored-message';
import { renderApp } from '../../test/render-app';
import { LOGOUT_SIGNAL_KEY } from '../../browser/logged-out-location';
import { readUserImage } from '../account/user-image-store';
import type { LoginVerifiedResponse } from '@medi/contracts';
import { callsTo, errorReply, fieldLabelled, stubGateway, type StubReply } from '../../test/gateway-stub';
import { isSettingsReminderPending } from './settings-reminder';

const EMAIL = 'asha.menon@clinic.test';
const PASSWORD = 'Str0ng!pass';

const VERIFIED: StubReply<LoginVerifiedResponse> = {
  body: { success: true, image: 'aW1hZ2U=', redirectUrl: '/dashboard', isSettingsUpdated: false },
};

function signInRoutes(verify: StubReply<LoginVerifiedResponse> = VERIFIED) {
  return {
    'POST /api/manage/login': { body: { success: true, message: ACCESS_MESSAGES.codeSent } },
    'POST /api/manage/login/verify': () => {
      // The gateway sets the display cookies with the session.
      if (verify === VERIFIED) document.cookie = 'userId=7; path=/';
      return verify;
    },
    'POST /api/manage/login/verify/resend': {
      body: { success: true, message: ACCESS_MESSAGES.codeResent, retryAfterSeconds: 30 },
    },
  };
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(fieldLabelled('Email')), EMAIL);
  await user.type(screen.getByLabelText(fieldLabelled('Password')), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('heading', { name: 'Verify your email' });
}

/** From a fresh /login to the four empty digit inputs of the verification card. */
async function signInAndEnterCodeManually(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign In' });
  await submitCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Enter code manually' }));
  return within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
}

describe('/login credentials step', () => {
  it('enables Sign In only once both fields are filled and error-free', async () => {
    stubGateway(signInRoutes());
    const user = userEvent.setup();
    renderApp('/login');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'not-an-email');
    await user.type(screen.getByLabelText(fieldLabelled('Password')), PASSWORD);
    expect(signIn).toHaveProperty('disabled', true);
    expect(screen.getByText(LOGIN_MESSAGES.emailInvalid)).toBeTruthy();

    await user.clear(screen.getByLabelText(fieldLabelled('Email')));
    await user.type(screen.getByLabelText(fieldLabelled('Email')), EMAIL);
    await waitFor(() => expect(signIn).toHaveProperty('disabled', false));
  });

  it('validates only the forgot-password form when it is sent, not the sign-in form behind it', async () => {
    stubGateway(signInRoutes());
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });

    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog).findByText(LOGIN_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getAllByText(LOGIN_MESSAGES.emailRequired)).toHaveLength(1);
    expect(screen.queryByText(PASSWORD_MESSAGES.required)).toBeNull();
  });

  it("shows the server's message when sign-in fails, and the generic text when there is none", async () => {
    stubGateway({
      'POST /api/manage/login': errorReply(
        401,
        'AUTH.INVALID_CREDENTIALS',
        ACCESS_MESSAGES.invalidCredentials,
      ),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });

    await user.type(screen.getByLabelText(fieldLabelled('Email')), EMAIL);
    await user.type(screen.getByLabelText(fieldLabelled('Password')), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ACCESS_MESSAGES.invalidCredentials);

    stubGateway({ 'POST /api/manage/login': { status: 502, body: '<html>Bad gateway</html>' } });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(LOGIN_MESSAGES.failed));
  });

  it('shows a success message left by sign-up as a status, not an alert', async () => {
    stubGateway({});
    storeMessage(SIGNUP_MESSAGES.success);
    renderApp('/login');

    const message = await screen.findByText(SIGNUP_MESSAGES.success);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(message.closest('[role="alert"]')).toBeNull();
    expect(screen.queryByText(MESSAGES.accessDenied)).toBeNull();
  });
});

describe('/login e-mail verification step', { timeout: 20_000 }, () => {
  it('reveals four digit inputs, enables Verify OTP only with four digits, then continues to the dashboard', async () => {
    const calls = stubGateway(signInRoutes());
    localStorage.setItem(LOGOUT_SIGNAL_KEY, '1');
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));

    const card = await submitCredentials(user);
    expect(card).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enter code manually' }));
    const digits = within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
    expect(digits).toHaveLength(4);
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    expect(verify).toHaveProperty('disabled', true);

    await user.click(digits[0]);
    await user.keyboard('12a3');
    expect(digits.map((digit) => (digit as HTMLInputElement).value)).toEqual(['1', '2', '3', '']);
    expect(verify).toHaveProperty('disabled', true);
    await user.keyboard('4');
    expect(verify).toHaveProperty('disabled', false);

    await user.click(verify);
    await screen.findByRole('heading', { name: OTP_MESSAGES.loginSuccessful });
    expect(callsTo(calls, 'POST', '/api/manage/login/verify')[0]?.body).toEqual({
      Email: EMAIL,
      VerificationCode: '1234',
      RememberMe: true,
    });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await readUserImage()).toBe('aW1hZ2U=');
    expect(localStorage.getItem(LOGOUT_SIGNAL_KEY)).toBeNull();
    // Read (and shown) by the landing page's banner; see SettingsIncompleteBanner.test.tsx for its timings.
    await waitFor(() => expect(isSettingsReminderPending()).toBe(false));
  });

  it('accepts a pasted code', async () => {
    stubGateway(signInRoutes());
    const user = userEvent.setup();
    const digits = await signInAndEnterCodeManually(user);

    await user.click(digits[0]);
    await user.paste('4821');

    expect(digits.map((digit) => (digit as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toHaveProperty('disabled', false);
  });

  it('shows the wrong-code toast and empties the inputs when the code is refused', async () => {
    stubGateway(signInRoutes(errorReply(401, 'AUTH.CODE_INVALID', 'whatever the server says')));
    const user = userEvent.setup();
    const digits = await signInAndEnterCodeManually(user);
    await user.click(digits[0]);
    await user.keyboard('9999');
    const showToast = vi.spyOn(notifications, 'show');

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(OTP_MESSAGES.incorrect)).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: OTP_MESSAGES.incorrect, autoClose: 3_000 }),
    );
    expect(digits.map((digit) => (digit as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(screen.queryByRole('heading', { name: OTP_MESSAGES.loginSuccessful })).toBeNull();
  });

  it('rests the resend link for its first 30 s and after a press, with the tooltip saying why', async () => {
    const calls = stubGateway(signInRoutes());
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await submitCredentials(user);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(resend.textContent).toMatch(/\(\d+ s\)/);

    await user.click(resend);
    expect(callsTo(calls, 'POST', '/api/manage/login/verify/resend')).toHaveLength(0);
    await user.hover(resend);
    expect(await screen.findByText(OTP_MESSAGES.resendTooltip)).toBeTruthy();
    expect(screen.queryByText(LOGIN_MESSAGES.failed)).toBeNull();
  });

  it('Back to Login clears the code on the server, then reloads the page', async () => {
    const calls = stubGateway({
      ...signInRoutes(),
      'POST /api/manage/login/clear-otp': { body: { success: true, message: 'Cleared.' } },
    });
    const reload = vi.fn();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await submitCredentials(user);
    vi.stubGlobal('location', { ...window.location, reload });

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, 'POST', '/api/manage/login/clear-otp')).toHaveLength(1);
  });
});
