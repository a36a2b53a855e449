import { mkdirSync } from 'node:fs';
import type { GlobalConfigResponse } from '@medi/contracts';
import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard.page';
import { OfflineOverlay } from './pages/offline-overlay.page';
import { allAxeFindings } from './support/accessibility';
import { likeTheBrowser } from './support/browser-like-api';
import { completeSettings } from './support/recording';
import { shootAtWidths } from './support/screenshots';
import { signedInDoctorForFile, signUpAndSignIn, type SignedInDoctor } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/engagement';

test.describe('dashboard of a signed-in doctor', () => {
  let signedIn: SignedInDoctor;

  test.beforeAll(async ({ playwright }, testInfo) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    signedIn = await signedInDoctorForFile(playwright, testInfo);
  });

  test('greets the doctor by first name with the domain name, lists the key features and the plan', async ({
    page,
  }) => {
    const { doctor } = signedIn;
    await signedIn.enter(page.context());
    const config = (await (
      await likeTheBrowser(page.request).get('/api/Config/get')
    ).json()) as GlobalConfigResponse;
    const dashboard = new DashboardPage(page);

    await dashboard.goto();

    await expect(dashboard.greeting).toHaveText(`Hi ${doctor.firstName}, Welcome to ${config.domainName}`);
    await expect(dashboard.featureHeadings).toHaveText([
      'Real-Time Transcription',
      'Smart Session Controls',
      'AI Diagnostics',
      'Comprehensive Reporting',
    ]);
    await expect(dashboard.disclaimer).toBeVisible();
    await expect(dashboard.submitFeedback).toBeVisible();
    await expect(dashboard.planSummary).toContainText('Free');
    await expect(dashboard.planSummary).toContainText('reports left');
    await expect(dashboard.logo).toHaveAttribute('href', '/dashboard');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `${SHOTS_DIR}/dashboard-1280.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: `${SHOTS_DIR}/dashboard-400.png`, fullPage: true, animations: 'disabled' });
  });

  test('navigates to the consultation, settings and pricing, with the marketing logo away from the dashboard', async ({
    page,
  }) => {
    await signedIn.enter(page.context());
    const config = (await (
      await likeTheBrowser(page.request).get('/api/Config/get')
    ).json()) as GlobalConfigResponse;
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await dashboard.launchConsultation.click();
    await expect(page).toHaveURL(/\/conversation$/);

    await dashboard.sidebarLink('Dashboard').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await dashboard.settingsIcon.click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('banner').getByRole('link', { name: config.domainName })).toHaveAttribute(
      'href',
      config.mediAssistBaseUrl,
    );

    await dashboard.sidebarLink('Pricing').click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('opens the profile dropdown with title, first name, specialization and its three actions', async ({
    page,
  }) => {
    const { doctor } = signedIn;
    await signedIn.enter(page.context());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await dashboard.profileMenuButton.click();

    await expect(dashboard.profileMenu).toContainText(`Dr. ${doctor.firstName}`);
    await expect(dashboard.profileMenu).toContainText(doctor.specialization);
    await dashboard.menuItem('My Profile').click();
    await expect(page).toHaveURL(/\/profile-management$/);

    await dashboard.profileMenuButton.click();
    await dashboard.menuItem('Change Password').click();
    const changePassword = page.getByRole('dialog', { name: /Change Password/i });
    await expect(changePassword).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(changePassword).toBeHidden();

    await dashboard.profileMenuButton.click();
    await dashboard.menuItem('Logout').click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/profile-management$/);
  });

  test('shows the offline overlay over the dashboard and stops the page scrolling', async ({
    page,
    context,
  }) => {
    await signedIn.enter(page.context());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.greeting).toBeVisible();

    await new OfflineOverlay(page).goOfflineAndBack(context);
  });

  test('replaces the sidebar with a hamburger menu at 400 px', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 860 });
    await signedIn.enter(page.context());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.greeting).toBeVisible();

    await expect(dashboard.sidebarLink('Pricing')).not.toBeInViewport();
    await dashboard.hamburger.click();
    await expect(dashboard.sidebarLink('Pricing')).toBeInViewport();
    await page.screenshot({ path: `${SHOTS_DIR}/dashboard-menu-400.png`, animations: 'disabled' });

    await dashboard.sidebarLink('Pricing').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dashboard.sidebarLink('Pricing')).not.toBeInViewport();
  });

  test('keeps the sidebar visible without a hamburger at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedIn.enter(page.context());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.sidebarLink('Settings')).toBeInViewport();
    await expect(dashboard.hamburger).toBeHidden();
  });

  test('lists what Settings lacks, with links to its sections, until the settings are complete', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const notice = page.getByRole('region', {
      name: 'Complete your settings before your first consultation',
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Clinic name');
    await expect(notice).toContainText('Clinic logo');
    await expect(notice).toContainText('Signature');
    await expect(notice.getByRole('link', { name: "Doctor's Information" })).toHaveAttribute(
      'href',
      '/settings?section=doctor',
    );
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/dashboard-missing-settings-${width}.png`);
    // Every axe finding, label-content-name-mismatch included, with the notice on the page.
    expect(await allAxeFindings(page)).toEqual([]);
    // Still there after the 8 s the sign-in banner lasts: it goes only when the settings are done.
    await page.reload();
    await expect(notice).toBeVisible();

    await notice.getByRole('link', { name: "Doctor's Information" }).click();
    await expect(page).toHaveURL(/\/settings\?section=doctor$/);
    await expect(page.getByRole('heading', { level: 2, name: "Doctor's Information" })).toBeVisible();

    await completeSettings(page.request);
    await dashboard.goto();
    await expect(dashboard.greeting).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
