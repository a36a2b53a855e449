import { Button, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { Medication } from '@medi/contracts';
import { useState } from 'react';

const FIELDS: (keyof Medication)[] = ['Name', 'Dosage', 'Frequency', 'Duration'];

/** One medication of the prescription in edit: Save stores a new version, Cancel leaves it as it was. */
export function MedicationEditor(props: {
  value: Medication;
  busy: boolean;
  onSave(value: Medication): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(props.value);
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={4} fz="sm" mb={4}>
        Edit medication
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={field}
            value={draft[field]}
            maxLength={500}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setDraft((current) => ({ ...current, [field]: text }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          loading={props.busy}
          disabled={!draft.Name.trim()}
          onClick={() => props.onSave(draft)}
        >
          Save
        </Button>
        <Button size="xs" variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
      </Group>
    </Paper>
  );
}
