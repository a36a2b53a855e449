import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import {
  doctorSettingsSchema,
  MEDICAL_CREDENTIALS,
  onlyLettersAndSpaces,
  SESSION_DISPLAY_COOKIES,
  SETTINGS_MESSAGES,
  type DoctorSettingsRequest,
  type ProfileReply,
} from '@medi/contracts';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { ImageFileField } from '../../components/form/ImageFileField';
import { announceUserDisplayChange } from '../account';
import { useGetProfileQuery } from '../profile/profile.api';
import { writeDisplayCookie } from '../session/display-cookies';
import { useUpdateDoctorMutation } from './settings.api';
import { saveWithToasts, showFileError } from './settings-save';

interface DoctorFields {
  Signature: string;
  MedicalCredentials: string;
  Specialization: string;
}

const resolver = zodResolver(doctorSettingsSchema) as unknown as Resolver<
  DoctorFields,
  unknown,
  DoctorSettingsRequest
>;

function fieldsOf(profile: ProfileReply | undefined): DoctorFields {
  return {
    Signature: profile?.signature ?? '',
    MedicalCredentials: profile?.medicalCredentials ? String(profile.medicalCredentials) : '',
    Specialization: profile?.specialization ?? '',
  };
}

const CREDENTIAL_OPTIONS = MEDICAL_CREDENTIALS.map((choice) => ({
  value: String(choice.id),
  label: choice.label,
}));

/** Doctor's Information (spec 02 section 5); credentials and specialization are the profile's own fields. */
export function DoctorSettingsForm() {
  const { data: profile, refetch } = useGetProfileQuery();
  const [updateDoctor, { isLoading: saving }] = useUpdateDoctorMutation();
  const form = useForm<DoctorFields, unknown, DoctorSettingsRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: fieldsOf(undefined),
  });
  const { control, handleSubmit, reset, setValue, getValues, trigger, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;

  useEffect(() => {
    if (profile) reset(fieldsOf(profile));
  }, [profile, reset]);

  const save = async (request: DoctorSettingsRequest) => {
    const saved = await saveWithToasts(() => updateDoctor(request).unwrap(), {
      succeeded: SETTINGS_MESSAGES.doctorUpdated,
      refused: SETTINGS_MESSAGES.doctorUpdateFailed,
      callFailed: SETTINGS_MESSAGES.doctorCallFailed,
    });
    if (saved) {
      writeDisplayCookie(SESSION_DISPLAY_COOKIES.specialization, request.Specialization);
      announceUserDisplayChange();
    }
  };

  const cancel = async () => {
    const saved = await refetch();
    reset(fieldsOf(saved.data ?? profile));
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-label="Doctor's Information">
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={12}>
            <TextInput label="Full Name" value={profile?.fullName ?? ''} readOnly variant="filled" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="MedicalCredentials"
              label="Medical Credentials"
              data={CREDENTIAL_OPTIONS}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="Specialization"
              label="Specialization"
              withAsterisk
              normalize={onlyLettersAndSpaces}
              onBlur={() =>
                setValue('Specialization', getValues('Specialization').trim(), { shouldValidate: true })
              }
            />
          </Grid.Col>
        </Grid>
        <Controller
          control={control}
          name="Signature"
          render={({ field, fieldState }) => (
            <ImageFileField
              label="Signature"
              preview="picture"
              value={field.value}
              error={fieldState.error?.message}
              wrongTypeMessage={SETTINGS_MESSAGES.fileFormat}
              onRefused={showFileError}
              onChange={(base64) => {
                field.onChange(base64);
                void trigger('Signature');
              }}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void cancel()}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={hasErrors}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
