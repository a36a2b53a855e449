import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** /login: the credentials form, then the e-mail verification card that replaces it. */
export class LoginPage {
  readonly heading: Locator;
  /** The message a guard left for this page (Access Denied), shown as an alert. */
  readonly messageAlert: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly signInButton: Locator;
  readonly forgotPasswordLink: Locator;
  readonly signUpLink: Locator;

  readonly verificationHeading: Locator;
  readonly enterCodeManuallyButton: Locator;
  readonly verifyOtpButton: Locator;
  readonly codeDigits: Locator;
  readonly resendCodeButton: Locator;
  readonly backToLoginButton: Locator;
  readonly loginSuccessfulHeading: Locator;
  readonly continueButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.messageAlert = page.getByRole('alert');
    this.email = page.getByLabel(fieldLabel('Email'));
    this.password = page.getByLabel(fieldLabel('Password'));
    this.rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.forgotPasswordLink = page.getByRole('button', { name: 'Forgot Password?' });
    this.signUpLink = page.getByRole('link', { name: 'SignUp' });

    this.verificationHeading = page.getByRole('heading', { name: 'Verify your email' });
    this.enterCodeManuallyButton = page.getByRole('button', { name: 'Enter code manually' });
    this.verifyOtpButton = page.getByRole('button', { name: 'Verify OTP' });
    this.codeDigits = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
    this.resendCodeButton = page.getByRole('button', { name: 'Resend code' });
    this.backToLoginButton = page.getByRole('button', { name: 'Back to Login' });
    this.loginSuccessfulHeading = page.getByRole('heading', { name: 'Login successful' });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /** A message left for this visit (success as a status, errors as an alert). */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async submitCredentials(email: string, password: string, { rememberMe = false } = {}): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (rememberMe) await this.rememberMe.check();
    await this.signInButton.click();
  }

  /** Types the code digit by digit, as a person does: each digit moves the focus to the next input. */
  async enterCode(code: string): Promise<void> {
    await this.enterCodeManuallyButton.click();
    await this.codeDigits.first().click();
    await this.page.keyboard.type(code);
  }
}
