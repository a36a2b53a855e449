import {
  ACCESS_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  EMAIL_MESSAGES,
  PASSWORD_CHECKLIST_HEADING,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@medi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  callsTo,
  errorReply,
  fieldLabelled,
  stubGateway,
  type GatewayStubRoutes,
} from '../../test/gateway-stub';

type User = ReturnType<typeof userEvent.setup>;

const INDIA_PATTERN = '^(?:[A-Z]{2,6}[-/ ]?)?(?:(?:19|20)\\d{2}[-/ ]?)?\\d{4,7}$';

function signupRoutes(overrides: GatewayStubRoutes = {}): GatewayStubRoutes {
  return {
    'GET /api/manage/countries': {
      body: [
        { countryId: 1, countryName: 'India' },
        { countryId: 2, countryName: 'United Arab Emirates' },
      ],
    },
    'GET /api/manage/license-pattern/1': { body: { regexPattern: INDIA_PATTERN } },
    'GET /api/manage/emailcheck': { body: { ifEmailExist: false } },
    'GET /api/manage/check-duplicate-license': { body: { isDuplicate: false } },
    'POST /api/manage/signup': { body: { success: true, message: ACCESS_MESSAGES.signupSuccess } },
    ...overrides,
  };
}

const field = (label: string) => screen.getByLabelText(fieldLabelled(label), { selector: 'input' });

async function choose(user: User, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(user: User) {
  await choose(user, 'Title', 'Dr. (Doctor)');
  await choose(user, 'Gender', 'Female');
  await user.type(field('Name'), 'Asha Menon');
  await user.type(field('Date of Birth'), '15/06/1985');
  await user.tab();
  await choose(user, 'Country', 'India');
  await user.type(field('License number'), 'kmc-2015-123456');
  await user.tab();
  await user.type(field('Email'), 'asha.menon@clinic.test');
  await user.tab();
  await user.type(field('Password'), 'Str0ng!pass');
  await user.type(field('Confirm password'), 'Str0ng!pass');
  await user.tab();
  await choose(user, 'Medical Credentials', 'MBBS');
  await user.type(field('Specialization'), 'Cardiology');
  await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /License Agreement/ }));
}

async function renderSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

// Filling every control of the form through user events takes a few seconds on a busy machine.
describe('/signup', { timeout: 30_000 }, () => {
  it.each([
    ['an impossible date', '31/02/2000', DATE_OF_BIRTH_MESSAGES.invalid],
    ['a future date', '01/01/2099', DATE_OF_BIRTH_MESSAGES.future],
  ])('keeps %s typed as the date of birth and says what is wrong with it', async (_case, typed, message) => {
    stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();

    await user.type(field('Date of Birth'), typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(DATE_OF_BIRTH_MESSAGES.blank)).toBeNull();
    expect((field('Date of Birth') as HTMLInputElement).value).toBe(typed);
  });

  it("opens the date of birth picker on an adult's decade, not the current one", async () => {
    stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();
    const thisDecade = Math.floor(new Date().getFullYear() / 10) * 10;

    await user.click(field('Date of Birth'));

    const decade = Math.floor((new Date().getFullYear() - 40) / 10) * 10;
    expect(await screen.findByText(`${decade} – ${decade + 9}`)).toBeTruthy();
    expect(screen.queryByText(`${thisDecade} – ${thisDecade + 9}`)).toBeNull();
  });

  it('keeps the licence number disabled until a country is chosen, and upper-cases it', async () => {
    const calls = stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();
    expect(field('License number')).toHaveProperty('disabled', true);

    await choose(user, 'Country', 'India');
    expect(field('License number')).toHaveProperty('disabled', false);
    await user.type(field('License number'), 'kmc-2015-1');

    expect((field('License number') as HTMLInputElement).value).toBe('KMC-2015-1');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/manage/license-pattern/1')).toHaveLength(1));
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.licenseInvalid)).toBeTruthy();
  });

  it('ticks the checklist rules live while the password is typed', async () => {
    stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();

    await user.click(field('Password'));
    const checklist = screen.getByRole('list', { name: PASSWORD_CHECKLIST_HEADING });
    const metRules = () =>
      within(checklist)
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('data-met') === 'true')
        .map((item) => item.textContent?.replace(' (met)', ''));
    expect(metRules()).toEqual([]);

    await user.keyboard('abc');
    expect(metRules()).toEqual(['One lowercase letter']);
    await user.keyboard('DEF1');
    expect(metRules()).toEqual(['One uppercase letter', 'One lowercase letter', 'One digit']);
    await user.keyboard('!');
    expect(metRules()).toHaveLength(5);
  });

  it('clears a confirmation that does not match and says why', async () => {
    stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();

    await user.type(field('Password'), 'Str0ng!pass');
    await user.type(field('Confirm password'), 'Str0ng!pas');
    await user.tab();

    await waitFor(() => expect((field('Confirm password') as HTMLInputElement).value).toBe(''));
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
  });

  it('says an e-mail is taken after the blur check, and keeps Create Account disabled', async () => {
    const calls = stubGateway(
      signupRoutes({ 'GET /api/manage/emailcheck': { body: { ifEmailExist: true } } }),
    );
    const user = userEvent.setup();
    await renderSignup();

    await fillValidForm(user);

    expect(await screen.findByText(EMAIL_MESSAGES.alreadyExists)).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/manage/emailcheck')[0]?.query.get('emailId')).toBe(
      'asha.menon@clinic.test',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', true);
  });

  it('shows the agreement message until both boxes are ticked', async () => {
    stubGateway(signupRoutes());
    const user = userEvent.setup();
    await renderSignup();

    await user.click(screen.getByRole('checkbox', { name: /License Agreement/ }));
    expect(await screen.findByText(SIGNUP_MESSAGES.termsMissing)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /License Agreement/ }));
    expect(await screen.findByText(SIGNUP_MESSAGES.bothAgreementsMissing)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /License Agreement/ }));
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await waitFor(() => expect(screen.queryByText(SIGNUP_MESSAGES.termsMissing)).toBeNull());
  });

  it('enables Create Account once everything is valid, sends the payload and lands on /login with the message', async () => {
    const calls = stubGateway(signupRoutes());
    const user = userEvent.setup();
    const { router } = await renderSignup();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toHaveProperty('disabled', true);

    await fillValidForm(user);
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(SIGNUP_MESSAGES.success)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/manage/signup')[0]?.body).toEqual({
      Title: 1,
      Gender: 2,
      Name: 'Asha Menon',
      DateOfBirth: '1985-06-15',
      CountryId: 1,
      LicenseNumber: 'KMC-2015-123456',
      Email: 'asha.menon@clinic.test',
      Password: 'Str0ng!pass',
      ConfirmPassword: 'Str0ng!pass',
      MedicalCredentials: 2,
      Specialization: 'Cardiology',
      TermsAndPrivacy: true,
      LicenseAgreement: true,
    });
  });

  it("shows the transport text when the gateway cannot answer, then the server's refusal", async () => {
    stubGateway(
      signupRoutes({ 'POST /api/manage/signup': { status: 502, body: '<html>Bad gateway</html>' } }),
    );
    const user = userEvent.setup();
    await renderSignup();
    await fillValidForm(user);
    const create = screen.getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));

    await user.click(create);
    expect((await screen.findByRole('alert')).textContent).toContain(SIGNUP_MESSAGES.transportFailure);

    stubGateway(
      signupRoutes({
        'POST /api/manage/signup': errorReply(409, 'AUTH.LICENSE_EXISTS', ACCESS_MESSAGES.licenseExists),
      }),
    );
    await user.click(create);

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(ACCESS_MESSAGES.licenseExists),
    );
    // The banner and the licence field both say it, and the form cannot be sent again with that number.
    expect(screen.getAllByText(SIGNUP_MESSAGES.licenseExists)).toHaveLength(2);
    expect(create).toHaveProperty('disabled', true);
  });
});
