import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  createSignupRequestSchema,
  EMAIL_MESSAGES,
  GENDERS,
  isoDateOf,
  normalizeEmail,
  normalizeLicenseNumber,
  MEDICAL_CREDENTIALS,
  SIGNUP_MESSAGES,
  TITLES,
  type SignupRequest,
} from '@medi/contracts';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorBodyOf, errorCodeOf, serverMessageOf } from '../../store/api-error';
import { storeMessage } from '../../browser/stored-message';
import { AlertBanner } from '../../components/AlertBanner';
import { DateField } from '../../components/form/DateField';
import { FormCheckboxField } from '../../components/form/FormCheckboxField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { useGetCountriesQuery, useGetLicensePatternQuery } from '../countries/countries.api';
import {
  useLazyCheckEmailExistsQuery,
  useLazyCheckLicenseDuplicateQuery,
  useSignupMutation,
} from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';

/** What the controls hold: select values are strings until the schema turns them into ids. */
export interface SignupFields {
  Title: string;
  Gender: string;
  Name: string;
  DateOfBirth: string;
  CountryId: string;
  LicenseNumber: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  MedicalCredentials: string;
  Specialization: string;
  TermsAndPrivacy: boolean;
  LicenseAgreement: boolean;
}

const EMPTY_FORM: SignupFields = {
  Title: '',
  Gender: '',
  Name: '',
  DateOfBirth: '',
  CountryId: '',
  LicenseNumber: '',
  Email: '',
  Password: '',
  ConfirmPassword: '',
  MedicalCredentials: '',
  Specialization: '',
  TermsAndPrivacy: false,
  LicenseAgreement: false,
};

const FORM_FIELDS = Object.keys(EMPTY_FORM) as FieldPath<SignupFields>[];

const asOptions = (choices: readonly { id: number; label: string }[]) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.label }));

const TITLE_OPTIONS = asOptions(TITLES);
const GENDER_OPTIONS = asOptions(GENDERS);
const CREDENTIAL_OPTIONS = asOptions(MEDICAL_CREDENTIALS);

function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  // A new tab, so reading the terms does not throw away the half-filled form.
  return (
    // `inherit`: the size of the checkbox label around it, not the larger default of a link.
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit>
      {children}
    </Anchor>
  );
}

/** Spec 01 sections 2 and 5: registration of a doctor with licence details. */
export function SignupPage() {
  const navigate = useNavigate();
  const today = useMemo(() => isoDateOf(new Date()), []);
  // The picker opens on the decade of a typical doctor's birth, not on the current one.
  const pickerStartDate = useMemo(() => dayjs(today).subtract(40, 'year').format('YYYY-MM-DD'), [today]);
  const { data: countries = [] } = useGetCountriesQuery();

  // Mirrors the Country control: the licence pattern, hence the schema, depends on it.
  const [countryId, setCountryId] = useState('');
  const licensePatternQuery = useGetLicensePatternQuery(Number(countryId), { skip: !countryId });
  const licensePattern = licensePatternQuery.currentData?.regexPattern;
  const licensePatternPending = Boolean(countryId) && licensePatternQuery.isFetching;
  const schema = useMemo(() => createSignupRequestSchema({ today, licensePattern }), [today, licensePattern]);
  // The schema's input is `unknown` for the select ids (it parses the strings the controls hold), which
  // react-hook-form's types cannot relate to SignupFields: the cast only restates that strings are accepted.
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<SignupFields, unknown, SignupRequest>,
    [schema],
  );

  const form = useForm<SignupFields, unknown, SignupRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isValid, isSubmitting, touchedFields },
  } = form;
  const values = useWatch({ control });

  // A newly fetched pattern applies to a licence number already typed.
  useEffect(() => {
    if (getValues('LicenseNumber')) void trigger('LicenseNumber');
  }, [licensePattern, getValues, trigger]);

  // Values the server said are taken; the error lasts while the field still holds that value.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [takenLicense, setTakenLicense] = useState<string | null>(null);
  const [checkEmailExists] = useLazyCheckEmailExistsQuery();
  const [checkLicenseDuplicate] = useLazyCheckLicenseDuplicateQuery();
  const [signup] = useSignupMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const emailTaken = takenEmail !== null && takenEmail === normalizeEmail(values.Email ?? '');
  const licenseTaken =
    takenLicense !== null && takenLicense === normalizeLicenseNumber(values.LicenseNumber ?? '');

  const agreementsTouched = Boolean(touchedFields.TermsAndPrivacy || touchedFields.LicenseAgreement);
  const agreementsMessage = agreementsTouched
    ? schema.safeParse(values).error?.issues.find((issue) => issue.path[0] === 'agreements')?.message
    : undefined;

  const checkEmailOnBlur = async () => {
    if (!(await trigger('Email'))) return;
    const email = normalizeEmail(getValues('Email'));
    try {
      const { ifEmailExist } = await checkEmailExists(email).unwrap();
      setTakenEmail(ifEmailExist ? email : null);
    } catch (error) {
      // Spec 01 section 8: only logged; the server checks again on submit.
      console.error('E-mail check failed', error);
    }
  };

  const checkLicenseOnBlur = async () => {
    if (!(await trigger('LicenseNumber'))) return;
    const license = normalizeLicenseNumber(getValues('LicenseNumber'));
    try {
      const { isDuplicate } = await checkLicenseDuplicate(license).unwrap();
      setTakenLicense(isDuplicate ? license : null);
    } catch (error) {
      console.error('Licence check failed', error);
    }
  };

  const submit = async (request: SignupRequest) => {
    setSubmitError(null);
    try {
      await signup(request).unwrap();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'AUTH.EMAIL_EXISTS') setTakenEmail(request.Email);
      if (code === 'AUTH.LICENSE_EXISTS') setTakenLicense(request.LicenseNumber);
      for (const [field, messages] of Object.entries(errorBodyOf(error)?.details ?? {})) {
        const formField = FORM_FIELDS.find((name) => name === field);
        if (formField && messages[0]) setError(formField, { type: 'server', message: messages[0] });
      }
      setSubmitError(serverMessageOf(error) ?? SIGNUP_MESSAGES.transportFailure);
      return;
    }
    storeMessage(SIGNUP_MESSAGES.success);
    await navigate('/login');
  };

  const canCreateAccount = isValid && !emailTaken && !licenseTaken && !licensePatternPending && !isSubmitting;

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <Stack gap="lg">
          <div>
            <Title order={1}>Create your account</Title>
            <Text size="sm" c="gray.7" mt={4}>
              For registered medical practitioners in India and the UAE.
            </Text>
          </div>
          {submitError && (
            <AlertBanner kind="error" message={submitError} onClose={() => setSubmitError(null)} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <FormSelectField
              control={control}
              name="Title"
              label="Title"
              placeholder="Select title"
              data={TITLE_OPTIONS}
              required
            />
            <FormSelectField
              control={control}
              name="Gender"
              label="Gender"
              placeholder="Select gender"
              data={GENDER_OPTIONS}
              required
            />
            <FormTextField
              control={control}
              name="Name"
              label="Name"
              autoComplete="name"
              dir="auto"
              required
            />
            <Controller
              control={control}
              name="DateOfBirth"
              render={({ field }) => (
                <DateField
                  label="Date of Birth"
                  maxDate={today}
                  defaultDate={pickerStartDate}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.DateOfBirth?.message}
                />
              )}
            />
            <FormSelectField
              control={control}
              name="CountryId"
              label="Country"
              placeholder="Select country"
              data={countries.map((country) => ({
                value: String(country.countryId),
                label: country.countryName,
              }))}
              required
              onValueChange={setCountryId}
            />
            <FormTextField
              control={control}
              name="LicenseNumber"
              label="License number"
              description={countryId ? undefined : 'Choose a country first'}
              disabled={!countryId}
              required
              autoComplete="off"
              normalize={(typed) => typed.toUpperCase()}
              onBlur={() => void checkLicenseOnBlur()}
              otherError={licenseTaken ? SIGNUP_MESSAGES.licenseExists : undefined}
            />
          </SimpleGrid>
          <FormTextField
            control={control}
            name="Email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            onBlur={() => void checkEmailOnBlur()}
            otherError={emailTaken ? EMAIL_MESSAGES.alreadyExists : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NewPasswordFields
              form={form}
              name="Password"
              label="Password"
              confirmLabel="Confirm password"
              clearMismatchedConfirmation
            />
            <FormSelectField
              control={control}
              name="MedicalCredentials"
              label="Medical Credentials"
              placeholder="Select credential"
              data={CREDENTIAL_OPTIONS}
              required
            />
            <FormTextField control={control} name="Specialization" label="Specialization" required />
          </SimpleGrid>
          <Stack gap="xs">
            <FormCheckboxField
              control={control}
              name="TermsAndPrivacy"
              label={
                <>
                  I agree to the <LegalLink to="/terms-and-conditions">Terms &amp; Conditions</LegalLink> and{' '}
                  <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>
                </>
              }
            />
            <FormCheckboxField
              control={control}
              name="LicenseAgreement"
              label={
                <>
                  I agree to the <LegalLink to="/license-agreement">License Agreement</LegalLink>
                </>
              }
            />
            {agreementsMessage && (
              <Text size="sm" c="red.8" role="alert">
                {agreementsMessage}
              </Text>
            )}
          </Stack>
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!canCreateAccount}>
            Create Account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              SignIn
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
