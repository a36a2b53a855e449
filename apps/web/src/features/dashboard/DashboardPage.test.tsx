import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TEST_GLOBAL_CONFIG } from '../../test/setup-tests';
import { signIn, stubGateway } from '../../test/signed-in-doctor';

describe('DashboardPage', () => {
  it('greets the doctor by first name with the configured domain name and links to the consultation', async () => {
    signIn();
    stubGateway();
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Hi Asha, Welcome to ${TEST_GLOBAL_CONFIG.domainName}`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Launch Consultation' }).getAttribute('href')).toBe(
      '/conversation',
    );
    expect(screen.getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Real-Time Transcription',
      'Smart Session Controls',
      'AI Diagnostics',
      'Comprehensive Reporting',
    ]);
    expect(
      screen.getByText('Complete the session and fill in patient details to generate the report'),
    ).toBeTruthy();
  });

  it('closes the hamburger menu with Escape', async () => {
    signIn();
    stubGateway();
    renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });

    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });

    expect(screen.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('shows title, first name and specialization in the profile menu, with My Profile', async () => {
    signIn();
    stubGateway();
    renderApp('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));

    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Dr. Asha')).toBeTruthy();
    expect(within(menu).getByText('Cardiology')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/profile-management',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it("shows the plan and what is left of it from the signed-in user's config", async () => {
    signIn();
    const requested = stubGateway();
    renderApp('/dashboard');

    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan.textContent).toContain('Free');
    expect(plan.textContent).toContain('5 reports left');
    expect(plan.textContent).toContain('0.5 hours of consultation left');
    expect(requested.some((url) => url.endsWith('/api/manage/userconfig/?userid=user-7'))).toBe(true);
  });

  it('leads the logo to the dashboard on the dashboard', async () => {
    signIn();
    stubGateway();
    renderApp('/dashboard');

    expect((await screen.findByRole('link', { name: /go to dashboard$/i })).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
