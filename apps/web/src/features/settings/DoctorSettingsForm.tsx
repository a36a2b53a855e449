import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Loader, Stack, TextInput } from '@mantine/core';
import {
  doctorSettingsSchema,
  SESSION_DISPLAY_COOKIES,
  SETTINGS_MESSAGES,
  type DoctorSettingsRequest,
  type ProfileReply,
} from '@medi/contracts';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '../../components/form/FormActions';
import { ImageFileField } from '../../components/form/ImageFileField';
import { announceUserDisplayChange } from '../account/index';
import { PracticeFields } from '../profile/PracticeFields';
import { useGetProfileQuery } from '../profile/profile.api';
import { writeDisplayCookie } from '../../browser/display-cookies';
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

/** Doctor's Information (spec 02 section 5); credentials and specialization are the profile's own fields. */
export function DoctorSettingsForm() {
  const { data: profile, refetch, isLoading } = useGetProfileQuery();
  const [updateDoctor, { isLoading: saving }] = useUpdateDoctorMutation();
  const form = useForm<DoctorFields, unknown, DoctorSettingsRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: fieldsOf(undefined),
  });
  const { control, handleSubmit, reset, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;

  useEffect(() => {
    if (profile) reset(fieldsOf(profile));
  }, [profile, reset]);

  const save = (request: DoctorSettingsRequest) =>
    saveWithToasts(() => updateDoctor(request).unwrap(), {
      succeeded: SETTINGS_MESSAGES.doctorUpdated,
      refused: SETTINGS_MESSAGES.doctorUpdateFailed,
      callFailed: SETTINGS_MESSAGES.doctorCallFailed,
      onSaved: () => {
        writeDisplayCookie(SESSION_DISPLAY_COOKIES.specialization, request.Specialization);
        announceUserDisplayChange();
      },
    });

  const cancel = async () => {
    const saved = await refetch();
    reset(fieldsOf(saved.data ?? profile));
  };

  // Editing before the saved values arrive would be overwritten by them: the form appears once they are in.
  if (isLoading) return <Loader size="sm" aria-label="Loading saved settings" />;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-label="Doctor's Information">
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={12}>
            <TextInput label="Full Name" value={profile?.fullName ?? ''} readOnly variant="filled" />
          </Grid.Col>
          <PracticeFields form={form} />
        </Grid>
        <ImageFileField
          control={control}
          name="Signature"
          label="Signature"
          preview="picture"
          withAsterisk
          wrongTypeMessage={SETTINGS_MESSAGES.fileFormat}
          onRefused={showFileError}
        />
        <FormActions saving={saving} blocked={hasErrors} onCancel={() => void cancel()} />
      </Stack>
    </form>
  );
}
