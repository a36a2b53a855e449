import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

export interface DoctorRegistration {
  title: string;
  gender: string;
  name: string;
  /** DD/MM/YYYY, as the field's placeholder shows. */
  dateOfBirth: string;
  country: string;
  licenseNumber: string;
  email: string;
  password: string;
  medicalCredential: string;
  specialization: string;
}

/** /signup: every field of spec 01 section 5, in the order the form shows them. */
export class SignupPage {
  readonly heading: Locator;
  readonly createAccountButton: Locator;
  readonly signInLink: Locator;
  readonly passwordChecklist: Locator;
  readonly termsCheckbox: Locator;
  readonly licenseAgreementCheckbox: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create your account' });
    this.createAccountButton = page.getByRole('button', { name: 'Create Account' });
    this.signInLink = page.getByRole('link', { name: 'SignIn' });
    this.passwordChecklist = page.getByRole('list', { name: 'Password must include:' });
    this.termsCheckbox = page.getByRole('checkbox', { name: /Terms & Conditions/ });
    this.licenseAgreementCheckbox = page.getByRole('checkbox', { name: /License Agreement/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/signup');
  }

  field(label: string): Locator {
    return this.page.getByLabel(fieldLabel(label));
  }

  private async choose(label: string, option: string): Promise<void> {
    // By role: the select's option list is labelled by the same label.
    await this.page.getByRole('textbox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(doctor: DoctorRegistration): Promise<void> {
    await this.choose('Title', doctor.title);
    await this.choose('Gender', doctor.gender);
    await this.field('Name').fill(doctor.name);
    await this.field('Date of Birth').fill(doctor.dateOfBirth);
    await this.field('Date of Birth').press('Enter');
    await this.choose('Country', doctor.country);
    await this.field('License number').fill(doctor.licenseNumber);
    await this.field('License number').blur();
    await this.field('Email').fill(doctor.email);
    await this.field('Email').blur();
    await this.field('Password').fill(doctor.password);
    await this.field('Confirm password').fill(doctor.password);
    await this.field('Confirm password').blur();
    await this.choose('Medical Credentials', doctor.medicalCredential);
    await this.field('Specialization').fill(doctor.specialization);
    await this.termsCheckbox.check();
    await this.licenseAgreementCheckbox.check();
  }
}
