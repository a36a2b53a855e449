import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  saving: boolean;
  /** Save is refused while any field shows an error (spec 02 section 5). */
  blocked: boolean;
  onCancel: () => void;
  /** A button on the left, apart from Cancel and Save (My Profile's Delete Account). */
  leading?: ReactNode;
}

/** Cancel and Save under the profile and settings forms. */
export function FormActions({ saving, blocked, onCancel, leading }: FormActionsProps) {
  return (
    <Group justify={leading ? 'space-between' : 'flex-end'} mt="md">
      {leading}
      <Group>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={blocked}>
          Save
        </Button>
      </Group>
    </Group>
  );
}
