import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Loader, Stack, Text } from '@mantine/core';
import {
  CLINIC_NAME_HINT,
  CLINIC_TEXT_MAX,
  clinicSettingsSchema,
  DEFAULT_COUNTRY_CODE,
  dialCodeOfLicenceCountry,
  ENQUIRY_COUNTRY_CODES,
  PHONE_HINT,
  SETTINGS_MESSAGES,
  type ClinicSettingsReply,
  type ClinicSettingsRequest,
} from '@medi/contracts';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormActions } from '../../components/form/FormActions';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { ImageFileField } from '../../components/form/ImageFileField';
import { useGetProfileQuery } from '../profile/profile.api';
import { useGetClinicQuery, useUpdateClinicMutation } from './settings.api';
import { saveWithToasts, showFileError } from './settings-save';
import { HINT_BELOW } from '../../components/form/hint-below';

interface ClinicFields {
  ClinicName: string;
  ClinicAddress: string;
  PhoneNumber: string;
  CountryCode: string;
  Email: string;
  Website: string;
  Logo: string;
}
type TextField = Exclude<keyof ClinicFields, 'Logo' | 'CountryCode'>;

const resolver = zodResolver(clinicSettingsSchema) as unknown as Resolver<
  ClinicFields,
  unknown,
  ClinicSettingsRequest
>;

/** The saved clinic, or an empty form whose country code is that of the doctor's licence (India +91, UAE +971). */
function fieldsOf(
  clinic: ClinicSettingsReply | undefined,
  licenceDialCode: string | undefined,
): ClinicFields {
  return {
    ClinicName: clinic?.clinicName ?? '',
    ClinicAddress: clinic?.clinicAddress ?? '',
    PhoneNumber: clinic?.phoneNumber ?? '',
    CountryCode: clinic?.countryCode || licenceDialCode || DEFAULT_COUNTRY_CODE,
    Email: clinic?.email ?? '',
    Website: clinic?.website ?? '',
    Logo: clinic?.logo ?? '',
  };
}

const COUNTRY_OPTIONS = ENQUIRY_COUNTRY_CODES.map((country) => ({
  value: country.code,
  label: `${country.label} (${country.code})`,
}));

/** Hospital/Clinic Information (spec 02 section 5): what every report's header prints. */
export function ClinicSettingsForm() {
  const { data: clinic, refetch, isLoading } = useGetClinicQuery();
  const { data: profile, isLoading: profileLoading } = useGetProfileQuery();
  const licenceDialCode = dialCodeOfLicenceCountry(profile?.licenseCountry ?? '');
  const [updateClinic, { isLoading: saving }] = useUpdateClinicMutation();
  const form = useForm<ClinicFields, unknown, ClinicSettingsRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: fieldsOf(undefined, undefined),
  });
  const { control, handleSubmit, reset, setValue, getValues, trigger, formState } = form;
  const address = useWatch({ control, name: 'ClinicAddress' }) ?? '';
  const hasErrors = Object.keys(formState.errors).length > 0;

  useEffect(() => {
    if (clinic) reset(fieldsOf(clinic, licenceDialCode));
  }, [clinic, licenceDialCode, reset]);

  const trimOnBlur = (name: TextField) => () =>
    setValue(name, getValues(name).trim(), { shouldValidate: true });

  const save = (request: ClinicSettingsRequest) =>
    saveWithToasts(() => updateClinic(request).unwrap(), {
      succeeded: SETTINGS_MESSAGES.clinicUpdated,
      refused: SETTINGS_MESSAGES.clinicUpdateFailed,
      callFailed: SETTINGS_MESSAGES.clinicCallFailed,
    });

  const cancel = async () => {
    const saved = await refetch();
    reset(fieldsOf(saved.data ?? clinic, licenceDialCode));
  };

  // Editing before the saved values arrive would be overwritten by them: the form appears once they are in.
  if (isLoading || profileLoading) return <Loader size="sm" aria-label="Loading saved settings" />;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      aria-label="Hospital/Clinic Information"
    >
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={12}>
            <FormTextField
              control={control}
              name="ClinicName"
              label="Hospital/Clinic Name"
              withAsterisk
              dir="auto"
              description={CLINIC_NAME_HINT}
              inputWrapperOrder={HINT_BELOW}
              onBlur={trimOnBlur('ClinicName')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FormTextField
              control={control}
              name="ClinicAddress"
              label="Address"
              withAsterisk
              dir="auto"
              maxLength={CLINIC_TEXT_MAX}
              onBlur={trimOnBlur('ClinicAddress')}
              description={`${address.length}/${CLINIC_TEXT_MAX}`}
              inputWrapperOrder={HINT_BELOW}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <FormSelectField
              control={control}
              name="CountryCode"
              label="Country Code"
              data={COUNTRY_OPTIONS}
              allowDeselect={false}
              onValueChange={() => {
                if (getValues('PhoneNumber')) void trigger('PhoneNumber');
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 9 }}>
            <FormTextField
              control={control}
              name="PhoneNumber"
              label="Phone Number"
              withAsterisk
              inputMode="tel"
              description={PHONE_HINT}
              inputWrapperOrder={HINT_BELOW}
              onBlur={trimOnBlur('PhoneNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="Email"
              label="Email"
              type="email"
              onBlur={trimOnBlur('Email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="Website"
              label="Website"
              description={SETTINGS_MESSAGES.websiteHint}
              inputWrapperOrder={HINT_BELOW}
              onBlur={trimOnBlur('Website')}
            />
          </Grid.Col>
        </Grid>
        <ImageFileField
          control={control}
          name="Logo"
          label="Logo"
          preview="picture"
          withAsterisk
          wrongTypeMessage={SETTINGS_MESSAGES.fileFormat}
          onRefused={showFileError}
        />
        <Text size="xs" c="dimmed">
          PNG or JPEG, at most 5 MB. The logo is printed at the top of every report.
        </Text>
        <FormActions saving={saving} blocked={hasErrors} onCancel={() => void cancel()} />
      </Stack>
    </form>
  );
}
