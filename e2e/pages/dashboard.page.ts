import type { Locator, Page } from '@playwright/test';

/** /dashboard and the header and sidebar of the signed-in area around it. */
export class DashboardPage {
  readonly greeting: Locator;
  readonly launchConsultation: Locator;
  readonly settingsIcon: Locator;
  readonly profileMenuButton: Locator;
  readonly profileMenu: Locator;
  readonly submitFeedback: Locator;
  readonly featureHeadings: Locator;
  readonly disclaimer: Locator;
  readonly sidebar: Locator;
  readonly hamburger: Locator;
  readonly languageSelect: Locator;
  readonly planSummary: Locator;
  readonly logo: Locator;

  constructor(private readonly page: Page) {
    this.greeting = page.getByRole('heading', { level: 1 });
    this.launchConsultation = page.getByRole('link', { name: 'Launch Consultation' });
    this.settingsIcon = page.getByRole('banner').getByRole('link', { name: 'Open settings' });
    this.profileMenuButton = page.getByRole('button', { name: 'Open profile menu' });
    this.profileMenu = page.getByRole('menu');
    this.submitFeedback = page.getByRole('main').getByRole('button', { name: 'Submit Feedback' });
    this.featureHeadings = page.getByRole('main').getByRole('heading', { level: 3 });
    this.disclaimer = page.getByText(
      'Complete the session and fill in patient details to generate the report',
    );
    this.sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    this.hamburger = page.getByRole('button', { name: /navigation$/ });
    this.languageSelect = page.getByRole('textbox', { name: 'Consultation language' });
    this.planSummary = page.getByRole('region', { name: 'Your plan' });
    this.logo = page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  sidebarLink(name: 'Dashboard' | 'Settings' | 'Pricing'): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  menuItem(name: 'My Profile' | 'Change Password' | 'Logout'): Locator {
    return this.profileMenu.getByRole('menuitem', { name });
  }

  async chooseLanguage(option: string): Promise<void> {
    await this.languageSelect.click();
    await this.page.getByRole('option', { name: option }).click();
  }
}
