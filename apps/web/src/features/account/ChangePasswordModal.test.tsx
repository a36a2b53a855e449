import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from '@medi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storedMessageLoader } from '../../browser/stored-message';
import { renderApp } from '../../test/render-app';
import { LoginPage } from '../auth/LoginPage';
import { callsTo, errorReply, fieldLabelled, stubGateway } from '../../test/gateway-stub';
import { LOGOUT_SIGNAL_KEY } from '../../browser/logged-out-location';
import { ChangePasswordModal } from './ChangePasswordModal';

const CURRENT = 'Old!pass1';
const NEW = 'N3w!password';

function AccountPageStandIn() {
  const [opened, setOpened] = useState(true);
  return <ChangePasswordModal opened={opened} onClose={() => setOpened(false)} />;
}

const ROUTES: RouteObject[] = [
  { path: '/account', element: <AccountPageStandIn /> },
  { path: '/login', loader: storedMessageLoader, Component: LoginPage },
];

const field = (label: string) => screen.getByLabelText(fieldLabelled(label), { selector: 'input' });

async function openModal() {
  document.cookie = 'userId=7; path=/';
  const view = renderApp('/account', ROUTES);
  await screen.findByRole('dialog', { name: 'Change Password' });
  return view;
}

/** Types a correct current password and a valid new one, and waits until Change Password can be pressed. */
async function fillValidChange(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Current password'), CURRENT);
  await user.type(field('New password'), NEW);
  await user.type(field('Confirm new password'), NEW);
  const submit = screen.getByRole('button', { name: 'Change Password' });
  await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  return submit;
}

describe('ChangePasswordModal', () => {
  it('checks the current password on blur and says when it is wrong', async () => {
    const calls = stubGateway({ 'GET /api/manage/passwordcheck': { body: { ifPasswordCorrect: false } } });
    const user = userEvent.setup();
    await openModal();

    await user.type(field('Current password'), 'Wrong!pass1');
    await user.tab();

    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.currentIncorrect)).toBeTruthy();
    const check = callsTo(calls, 'GET', '/api/manage/passwordcheck')[0];
    expect(check?.query.get('userId')).toBe('7');
    expect(check?.query.get('password')).toBe('Wrong!pass1');
  });

  it('says the check failed when the server cannot answer it', async () => {
    stubGateway({ 'GET /api/manage/passwordcheck': { status: 500, body: 'oops' } });
    const user = userEvent.setup();
    await openModal();

    await user.type(field('Current password'), CURRENT);
    await user.tab();

    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.checkFailure)).toBeTruthy();
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    stubGateway({ 'GET /api/manage/passwordcheck': { body: { ifPasswordCorrect: true } } });
    const user = userEvent.setup();
    await openModal();

    await user.type(field('Current password'), CURRENT);
    await user.type(field('New password'), CURRENT);
    await user.type(field('Confirm new password'), 'Other!pass1');
    await user.tab();

    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.mustDiffer)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatchTryAgain)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveProperty('disabled', true);
  });

  it('changes the password, clears the browser and shows the success message on /login', async () => {
    const calls = stubGateway({
      'GET /api/manage/passwordcheck': { body: { ifPasswordCorrect: true } },
      'POST /api/manage/change-password': {
        body: { success: true, message: CHANGE_PASSWORD_MESSAGES.success },
      },
    });
    localStorage.setItem('medi.cache', 'x');
    const user = userEvent.setup();
    const { router } = await openModal();

    const submit = await fillValidChange(user);
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.success)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/manage/change-password')[0]?.body).toEqual({
      Password: CURRENT,
      NewPassword: NEW,
      ConfirmPassword: NEW,
      UserId: '7',
    });
    // The server ended the sessions itself: no logout call, but the browser is cleared and other tabs told.
    expect(callsTo(calls, 'POST', '/api/manage/logout')).toHaveLength(0);
    expect(document.cookie).toBe('');
    expect(localStorage.getItem('medi.cache')).toBeNull();
    expect(localStorage.getItem(LOGOUT_SIGNAL_KEY)).not.toBeNull();
  });

  it("shows the server's message when the change is refused, and the transport text when unreachable", async () => {
    stubGateway({
      'GET /api/manage/passwordcheck': { body: { ifPasswordCorrect: true } },
      'POST /api/manage/change-password': errorReply(400, 'COMMON.VALIDATION_FAILED', 'Validation failed.'),
    });
    const user = userEvent.setup();
    await openModal();
    const submit = await fillValidChange(user);

    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Validation failed.');

    stubGateway({
      'GET /api/manage/passwordcheck': { body: { ifPasswordCorrect: true } },
      'POST /api/manage/change-password': { status: 502, body: '<html></html>' },
    });
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(CHANGE_PASSWORD_MESSAGES.transportFailure),
    );
  });
});
