import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

interface SectionEditorProps {
  title: string;
  value: string;
  busy: boolean;
  /** Opened from outside (a flagged item's Edit). */
  editing?: boolean;
  onEditingChange?(editing: boolean): void;
  onSave(value: string): Promise<boolean>;
}

/** A report section that toggles between view and edit; Save stores a new version, Cancel keeps the saved text. */
export function SectionEditor({ title, value, busy, editing, onEditingChange, onSave }: SectionEditorProps) {
  const [ownEditing, setOwnEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const isEditing = editing ?? ownEditing;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  // Keyboard focus follows the toggle: into the text box on Edit (autoFocus), back to Edit after Save or Cancel,
  // never to the page body where the doctor's next keystrokes would be lost.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const setEditing = (next: boolean) => {
    setDraft(value);
    setOwnEditing(next);
    onEditingChange?.(next);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb={4}>
        <Title order={4} fz="sm">
          {title}
        </Title>
        {!isEditing && (
          <Button
            ref={editButton}
            size="xs"
            variant="subtle"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )}
      </Group>
      {isEditing ? (
        <Stack gap="xs">
          <Textarea
            aria-label={title}
            autoFocus
            value={draft}
            autosize
            minRows={2}
            maxLength={20_000}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group gap="xs">
            <Button
              size="xs"
              loading={busy}
              onClick={() => void onSave(draft).then((saved) => saved && setEditing(false))}
            >
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {value || '—'}
        </Text>
      )}
    </Paper>
  );
}
