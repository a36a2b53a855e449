import { Grid } from '@mantine/core';
import { MEDICAL_CREDENTIALS } from '@medi/contracts';
import type { FieldPath, PathValue, UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';

/** The fields My Profile and the Doctor's Information tab share (one source: the doctor's profile). */
export interface PracticeFieldValues {
  MedicalCredentials: string;
  Specialization: string;
}

const CREDENTIAL_OPTIONS = MEDICAL_CREDENTIALS.map((choice) => ({
  value: String(choice.id),
  label: choice.label,
}));

/** Medical Credentials and Specialization (kept as typed, any script; trimmed on blur). */
export function PracticeFields<Fields extends PracticeFieldValues, Output>({
  form,
}: {
  form: UseFormReturn<Fields, unknown, Output>;
}) {
  // Both forms hold these two fields; TypeScript cannot see a generic form's field names, hence the casts.
  const credentials = 'MedicalCredentials' as FieldPath<Fields>;
  const specialization = 'Specialization' as FieldPath<Fields>;
  const trimSpecialization = () => {
    const trimmed = String(form.getValues(specialization)).trim();
    form.setValue(specialization, trimmed as PathValue<Fields, FieldPath<Fields>>, { shouldValidate: true });
  };
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FormSelectField
          control={form.control}
          name={credentials}
          label="Medical Credentials"
          data={CREDENTIAL_OPTIONS}
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name={specialization}
          label="Specialization"
          withAsterisk
          dir="auto"
          onBlur={trimSpecialization}
        />
      </Grid.Col>
    </>
  );
}
