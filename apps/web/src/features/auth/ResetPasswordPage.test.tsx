import { PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from '@medi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { callsTo, errorReply, fieldLabelled, stubGateway } from '../../test/gateway-stub';

const LINK = '/reset-password?token=tok-123&uid=7&email=asha.menon%40clinic.test';
const NEW = 'N3w!password';

const field = (label: string) => screen.getByLabelText(fieldLabelled(label), { selector: 'input' });

const VALID_TOKEN = {
  'GET /api/manage/validate-reset-token': {
    body: { success: true, email: 'asha.menon@clinic.test', message: 'Token is valid.' },
  },
};

describe('/reset-password', () => {
  it("shows the server's message and a way back when the link is invalid", async () => {
    const calls = stubGateway({
      'GET /api/manage/validate-reset-token': errorReply(
        400,
        'AUTH.RESET_TOKEN_INVALID',
        RESET_PASSWORD_MESSAGES.linkInvalid,
      ),
    });
    renderApp(LINK);

    expect((await screen.findByRole('alert')).textContent).toContain(RESET_PASSWORD_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
    const validation = callsTo(calls, 'GET', '/api/manage/validate-reset-token')[0];
    expect(validation?.query.get('uid')).toBe('7');
    expect(validation?.query.get('token')).toBe('tok-123');
  });

  it("says 'Token validation failed.' when the link lacks its token", async () => {
    const calls = stubGateway({});
    renderApp('/reset-password?uid=7');

    expect((await screen.findByRole('alert')).textContent).toContain(RESET_PASSWORD_MESSAGES.tokenInvalid);
    expect(callsTo(calls, 'GET', '/api/manage/validate-reset-token')).toHaveLength(0);
  });

  it('clears a confirmation that does not match, and keeps the button disabled until both are valid', async () => {
    stubGateway(VALID_TOKEN);
    const user = userEvent.setup();
    renderApp(LINK);
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(field('New password'), NEW);
    await user.type(field('Confirm password'), 'N3w!passwor');
    await user.tab();

    await waitFor(() => expect((field('Confirm password') as HTMLInputElement).value).toBe(''));
    expect(screen.getByText(PASSWORD_MESSAGES.mismatchTryAgain)).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
  });

  it('offers show/hide toggles on both fields', async () => {
    stubGateway(VALID_TOKEN);
    const user = userEvent.setup();
    renderApp(LINK);
    await screen.findByRole('button', { name: 'Reset Password' });
    expect(field('New password').getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field('New password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
  });

  it('resets the password and lands on /login with the success message', async () => {
    const calls = stubGateway({
      ...VALID_TOKEN,
      'POST /api/manage/reset-password': {
        body: { success: true, message: RESET_PASSWORD_MESSAGES.success },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(LINK);
    const submit = await screen.findByRole('button', { name: 'Reset Password' });

    await user.type(field('New password'), NEW);
    await user.type(field('Confirm password'), NEW);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(RESET_PASSWORD_MESSAGES.success)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/manage/reset-password')[0]?.body).toEqual({
      Password: NEW,
      ConfirmPassword: NEW,
      Email: 'asha.menon@clinic.test',
      Token: 'tok-123',
    });
  });

  it("shows the server's message when the reset is refused", async () => {
    stubGateway({
      ...VALID_TOKEN,
      'POST /api/manage/reset-password': errorReply(
        400,
        'AUTH.RESET_TOKEN_INVALID',
        RESET_PASSWORD_MESSAGES.linkInvalid,
      ),
    });
    const user = userEvent.setup();
    renderApp(LINK);
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    await user.type(field('New password'), NEW);
    await user.type(field('Confirm password'), NEW);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toContain(RESET_PASSWORD_MESSAGES.linkInvalid);
  });
});
