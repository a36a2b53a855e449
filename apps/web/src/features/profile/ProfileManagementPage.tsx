import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  ACCOUNT_DELETION_TEXT,
  createProfileUpdateSchema,
  GENDERS,
  isoDateOf,
  PROFILE_DELETE_ERROR_MS,
  PROFILE_MESSAGES,
  PROFILE_TOAST_MS,
  SESSION_DISPLAY_COOKIES,
  TITLES,
  type ProfileReply,
  type ProfileUpdateRequest,
} from '@medi/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { FormSelectField } from '../../components/form/FormSelectField';
import { ImageFileField } from '../../components/form/ImageFileField';
import { showToast } from '../../components/toast';
import { announceUserDisplayChange, storeUserImage } from '../account/index';
import { useLogoutMutation } from '../account/account.api';
import { useSignOutLocally } from '../account/useSignOutLocally';
import { writeDisplayCookie } from '../../browser/display-cookies';
import { PracticeFields } from './PracticeFields';
import { useDeleteProfileMutation, useGetProfileQuery, useUpdateProfileMutation } from './profile.api';

interface ProfileFields {
  Title: string;
  Gender: string;
  DOB: string;
  Image: string;
  MedicalCredentials: string;
  Specialization: string;
}

const optionsOf = (choices: ReadonlyArray<{ id: number; label: string }>) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.label }));

function fieldsOf(profile: ProfileReply): ProfileFields {
  return {
    Title: String(profile.title),
    Gender: String(profile.gender),
    DOB: profile.dob,
    Image: profile.image,
    MedicalCredentials: String(profile.medicalCredentials),
    Specialization: profile.specialization,
  };
}

const DELETION_MESSAGE = [
  ACCOUNT_DELETION_TEXT.deleted,
  ACCOUNT_DELETION_TEXT.kept,
  ACCOUNT_DELETION_TEXT.paidPlan,
  ACCOUNT_DELETION_TEXT.irreversible,
].join('\n\n');

/** My Profile (spec 02 sections 2, 5 and 8). */
export function ProfileManagementPage() {
  const { data: profile, refetch } = useGetProfileQuery();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [deleteProfile] = useDeleteProfileMutation();
  const [logout] = useLogoutMutation();
  const signOutLocally = useSignOutLocally();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const today = useMemo(() => isoDateOf(new Date()), []);
  const resolver = useMemo(
    () =>
      zodResolver(createProfileUpdateSchema({ today })) as unknown as Resolver<
        ProfileFields,
        unknown,
        ProfileUpdateRequest
      >,
    [today],
  );
  const form = useForm<ProfileFields, unknown, ProfileUpdateRequest>({ resolver, mode: 'onTouched' });
  const { control, handleSubmit, reset, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;

  useEffect(() => {
    if (profile) reset(fieldsOf(profile));
  }, [profile, reset]);

  const save = async (request: ProfileUpdateRequest) => {
    try {
      const reply = await updateProfile(request).unwrap();
      writeDisplayCookie(SESSION_DISPLAY_COOKIES.title, reply.title);
      writeDisplayCookie(SESSION_DISPLAY_COOKIES.specialization, request.Specialization);
      const saved = await refetch().unwrap();
      await storeUserImage(saved.image).catch((error: unknown) =>
        console.error('Could not cache the image', error),
      );
      announceUserDisplayChange();
      showToast(reply.message, 'success', PROFILE_TOAST_MS);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      console.error('Profile update failed', error);
      showToast(PROFILE_MESSAGES.updateFailed, 'error', PROFILE_TOAST_MS);
    }
  };

  const cancel = () => {
    if (profile) reset(fieldsOf(profile));
    void refetch();
  };

  const deleteAccount = async () => {
    setConfirmingDelete(false);
    try {
      await deleteProfile().unwrap();
    } catch (error) {
      console.error('Account deletion failed', error);
      showToast(PROFILE_MESSAGES.deleteFailed, 'error', PROFILE_DELETE_ERROR_MS);
      return;
    }
    // The server already ended every session; the logout call only makes sure this browser's cookies go too.
    await logout().catch(() => undefined);
    await signOutLocally(PROFILE_MESSAGES.deleted);
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>My Profile</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
          <Stack gap="md">
            <ImageFileField
              control={control}
              name="Image"
              label="Profile Photo"
              preview="avatar"
              wrongTypeMessage={PROFILE_MESSAGES.image}
              onRefused={(message) => showToast(message, 'error', PROFILE_TOAST_MS)}
              onPicked={() => showToast(PROFILE_MESSAGES.imagePicked, 'success', PROFILE_TOAST_MS)}
            />
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="Title"
                  label="Title"
                  data={optionsOf(TITLES)}
                  withAsterisk
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Full Name" value={profile?.fullName ?? ''} readOnly variant="filled" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="Gender"
                  label="Gender"
                  data={optionsOf(GENDERS)}
                  withAsterisk
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="DOB"
                  render={({ field, fieldState }) => (
                    <DateField
                      label="Date of Birth"
                      maxDate={today}
                      required
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="License/Registration Number"
                  value={profile?.licenseNumber ?? ''}
                  readOnly
                  variant="filled"
                />
              </Grid.Col>
              <PracticeFields form={form} />
            </Grid>
            <FormActions
              saving={saving}
              blocked={hasErrors || !profile}
              onCancel={cancel}
              leading={
                <Button color="red" variant="outline" onClick={() => setConfirmingDelete(true)}>
                  Delete Account
                </Button>
              }
            />
          </Stack>
        </form>
      </Paper>
      <ConfirmDialog
        opened={confirmingDelete}
        title={ACCOUNT_DELETION_TEXT.title}
        message={DELETION_MESSAGE}
        confirmLabel={ACCOUNT_DELETION_TEXT.confirm}
        destructive
        onConfirm={() => void deleteAccount()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
