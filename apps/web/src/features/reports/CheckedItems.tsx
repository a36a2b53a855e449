import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { REPORT_FLAG_LABELS, type ReportItemCheck } from '@medi/contracts';
import { useState } from 'react';
import { EvidenceView } from './EvidenceView';

const KIND_LABELS: Record<ReportItemCheck['kind'], string> = {
  medication: 'Medication',
  test: 'Test',
  diagnosis: 'Complaint / diagnosis',
};

interface CheckedItemsProps {
  items: readonly ReportItemCheck[];
  busy: boolean;
  onKeep(item: ReportItemCheck): void;
  onEdit(item: ReportItemCheck): void;
  onRemove(item: ReportItemCheck): void;
}

/**
 * Every medication, test and diagnosis of the report with the words it came from (click an item to see them).
 * A flagged item waits for the doctor: keep it, edit it or remove it.
 */
export function CheckedItems({ items, busy, onKeep, onEdit, onRemove }: CheckedItemsProps) {
  const [shown, setShown] = useState<string>();
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} fz="md" mb="xs">
        Checked against the consultation
      </Title>
      <Stack gap="xs">
        {items.map((item) => {
          const open = item.flag !== undefined && item.resolution === undefined;
          return (
            <Stack key={item.id} gap={4} data-testid="checked-item" data-flagged={open ? 'true' : 'false'}>
              <Group gap="xs" wrap="wrap" justify="space-between">
                <UnstyledButton
                  onClick={() => setShown(shown === item.id ? undefined : item.id)}
                  aria-expanded={shown === item.id}
                  style={{ textDecoration: 'underline dotted' }}
                >
                  <Text size="sm">
                    {KIND_LABELS[item.kind]}: {item.label}
                  </Text>
                </UnstyledButton>
                {item.flag && (
                  <Badge
                    color={open ? 'red' : 'gray'}
                    variant="light"
                    styles={{ label: { whiteSpace: 'normal', textTransform: 'none' } }}
                    h="auto"
                  >
                    {REPORT_FLAG_LABELS[item.flag]}
                    {item.resolution ? ` · ${item.resolution}` : ''}
                  </Badge>
                )}
              </Group>
              {item.flag && item.flagDetail && (
                <Text size="xs" c="dimmed">
                  {item.flagDetail}
                </Text>
              )}
              {open && (
                <Group gap="xs">
                  <Button size="xs" variant="light" disabled={busy} onClick={() => onKeep(item)}>
                    Keep
                  </Button>
                  <Button size="xs" variant="light" disabled={busy} onClick={() => onEdit(item)}>
                    Edit
                  </Button>
                  {item.kind !== 'diagnosis' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={busy}
                      onClick={() => onRemove(item)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              )}
              {shown === item.id && <EvidenceView evidence={item.evidence} />}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
