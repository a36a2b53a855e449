import { PAYMENT_MESSAGES } from '@medi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { FREE_PLAN_METRICS, signIn, stubGateway } from '../../test/signed-in-doctor';

describe('the plan banners of the signed-in pages', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the trial-expired banner with Subscribe Now to /pricing when the Free trial is used up', async () => {
    signIn();
    stubGateway({ ...FREE_PLAN_METRICS, transcriptions: 0, trialExpired: true });
    renderApp('/dashboard');

    const message = await screen.findByText(PAYMENT_MESSAGES.trialExpired);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows the banner on /pricing without Subscribe Now, and no Pay now for the current plan', async () => {
    signIn();
    stubGateway({ ...FREE_PLAN_METRICS, trialExpired: true, PlanID: 2, currentPlanName: 'Pro' });
    renderApp('/pricing');

    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_MESSAGES.trialExpired);
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
    const pro = await screen.findByRole('article', { name: 'Pro plan' });
    await waitFor(() => expect(pro.textContent).toContain('Current Plan'));
    expect(screen.queryByRole('button', { name: 'Pay now for Pro' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now for Advanced' })).toBeTruthy();
  });

  it('shows nothing while the trial lasts and no plan has ended', async () => {
    signIn();
    stubGateway();
    renderApp('/dashboard');

    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeTruthy();
    expect(screen.queryByText(PAYMENT_MESSAGES.trialExpired)).toBeNull();
    expect(screen.queryByText(PAYMENT_MESSAGES.planExpired)).toBeNull();
  });

  it('shows the plan-expired notification until the doctor dismisses it, and not again after', async () => {
    signIn();
    stubGateway({ ...FREE_PLAN_METRICS, planExpired: true });
    const first = renderApp('/dashboard');

    expect(await screen.findByText(PAYMENT_MESSAGES.planExpired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss plan-expired notification' }));
    expect(screen.queryByText(PAYMENT_MESSAGES.planExpired)).toBeNull();
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeTruthy();
    expect(screen.queryByText(PAYMENT_MESSAGES.planExpired)).toBeNull();
  });
});
