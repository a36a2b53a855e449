import { Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateField } from '../../components/form/DateField';
import {
  fieldMessages,
  isoDateOf,
  normalisePatientId,
  PATIENT_GENDERS,
  PATIENT_HINTS,
  PATIENT_ID_MAX,
  PATIENT_NAME_MAX,
  patientAgeLabel,
  patientFormSchema,
} from '@medi/contracts';
import { HINT_BELOW } from '../../components/form/hint-below';

export interface PatientFields {
  PatientId: string;
  PatientName: string;
  Gender: string;
  DoB: string;
}

export const EMPTY_PATIENT: PatientFields = { PatientId: '', PatientName: '', Gender: '', DoB: '' };

/** Every field's first problem under the spec's rules (the same schema the server applies). */
export function patientProblems(patient: PatientFields): Partial<Record<keyof PatientFields, string>> {
  const parsed = patientFormSchema(isoDateOf(new Date())).safeParse(patient);
  if (parsed.success) return {};
  const messages = fieldMessages(parsed.error);
  return Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list[0]]));
}

interface PatientDetailsFormProps {
  value: PatientFields;
  onChange: (value: PatientFields) => void;
  /** Fields the doctor left (or tried to submit): their problems show. */
  touched: Partial<Record<keyof PatientFields, boolean>>;
  onTouch: (field: keyof PatientFields) => void;
  disabled: boolean;
}

/** The patient details of spec 02 section 5: Patient Id upper-cased, name, gender, date of birth with the age. */
export function PatientDetailsForm({ value, onChange, touched, onTouch, disabled }: PatientDetailsFormProps) {
  const problems = patientProblems(value);
  const today = isoDateOf(new Date());
  const errorOf = (field: keyof PatientFields) => (touched[field] ? problems[field] : undefined);
  const age = patientAgeLabel(value.DoB, today);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="patient-heading">
      <Text fw={600} id="patient-heading" mb="xs">
        Patient Details
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label="Patient Id"
          required
          maxLength={PATIENT_ID_MAX}
          value={value.PatientId}
          disabled={disabled}
          description={PATIENT_HINTS.patientId}
          inputWrapperOrder={HINT_BELOW}
          error={errorOf('PatientId')}
          onChange={(event) =>
            onChange({ ...value, PatientId: normalisePatientId(event.currentTarget.value) })
          }
          onBlur={() => onTouch('PatientId')}
        />
        <TextInput
          label="Patient Name"
          required
          maxLength={PATIENT_NAME_MAX}
          value={value.PatientName}
          disabled={disabled}
          dir="auto"
          description={PATIENT_HINTS.name}
          inputWrapperOrder={HINT_BELOW}
          error={errorOf('PatientName')}
          onChange={(event) => onChange({ ...value, PatientName: event.currentTarget.value })}
          onBlur={() => onTouch('PatientName')}
        />
        <Select
          label="Gender"
          required
          data={PATIENT_GENDERS}
          value={value.Gender || null}
          disabled={disabled}
          error={errorOf('Gender')}
          onChange={(gender) => {
            onChange({ ...value, Gender: gender ?? '' });
            onTouch('Gender');
          }}
          onBlur={() => onTouch('Gender')}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label="Date of Birth"
          required
          maxDate={today}
          value={value.DoB}
          disabled={disabled}
          error={errorOf('DoB')}
          description={age ? `Age: ${age}` : undefined}
          onChange={(DoB) => onChange({ ...value, DoB })}
          onBlur={() => onTouch('DoB')}
        />
      </SimpleGrid>
    </Paper>
  );
}
