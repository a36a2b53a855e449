import { Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { REPORT_PATIENT_LIMITS, type ReportData } from '@medi/contracts';
import { useState } from 'react';

type PatientInfo = ReportData['patientInfo'];
const FIELDS: { key: keyof typeof REPORT_PATIENT_LIMITS; label: string }[] = [
  { key: 'mrn', label: 'MRN' },
  { key: 'name', label: 'Patient Name' },
  { key: 'age', label: 'Age' },
  { key: 'gender', label: 'Gender' },
];

/** The popup's patient details: MRN 10, name 20, age 3, gender 15 characters (spec 02 section 9). */
export function PatientDetailsEditor(props: {
  value: PatientInfo;
  busy: boolean;
  onSave(value: PatientInfo): Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.value);
  const open = () => {
    setDraft(props.value);
    setEditing(true);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb={4}>
        <Title order={4} fz="sm">
          Patient details
        </Title>
        {!editing && (
          <Button size="xs" variant="subtle" onClick={open} aria-label="Edit Patient details">
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {FIELDS.map((field) => (
              <TextInput
                key={field.key}
                label={field.label}
                value={draft[field.key]}
                maxLength={REPORT_PATIENT_LIMITS[field.key]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [field.key]: text }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              loading={props.busy}
              onClick={() => void props.onSave(draft).then((saved) => saved && setEditing(false))}
            >
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">
          {FIELDS.map((field) => `${field.label}: ${props.value[field.key] || '—'}`).join(' · ')}
        </Text>
      )}
    </Paper>
  );
}
