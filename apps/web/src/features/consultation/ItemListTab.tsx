import { ActionIcon, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { firstTypedItemProblem, NOTE_ITEM_MAX } from '@medi/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { consultationActions, type ListName, selectConsultation } from './consultation.slice';

interface ItemListTabProps {
  list: ListName;
  label: string;
  /** Prescriptions are locked while recording and editable once the session ended. */
  disabled?: boolean;
}

/**
 * Add Notes / Add Prescription: Enter adds (blank ignored), items edit inline, an emptied item is removed. Every line
 * in any language reaches the report as typed; a line the product cannot take is refused here, saying why, and
 * stays in the field to be corrected.
 */
export function ItemListTab({ list, label, disabled = false }: ItemListTabProps) {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => selectConsultation(state)[list]);
  const [draft, setDraft] = useState('');
  const problem = firstTypedItemProblem(draft);
  return (
    <Stack gap="sm">
      <TextInput
        label={label}
        placeholder="Type and press Enter"
        value={draft}
        dir="auto"
        disabled={disabled}
        description={`${draft.length}/${NOTE_ITEM_MAX}`}
        error={problem}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (problem) return;
          dispatch(consultationActions.addItem({ list, text: draft }));
          setDraft('');
        }}
      />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing added yet.
        </Text>
      ) : (
        <List
          listStyleType="none"
          spacing="xs"
          aria-label={`${label} list`}
          // Mantine's item wrapper shrinks to its content: an item's input would be cut to a few words.
          styles={{ itemWrapper: { display: 'flex', alignItems: 'stretch' } }}
        >
          {items.map((item, index) => (
            <List.Item key={`${index}-${item}`}>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`${label} item ${index + 1}`}
                  defaultValue={item}
                  maxLength={NOTE_ITEM_MAX}
                  dir="auto"
                  disabled={disabled}
                  style={{ flex: 1 }}
                  onBlur={(event) =>
                    dispatch(consultationActions.editItem({ list, index, text: event.currentTarget.value }))
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.currentTarget.blur();
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${label} item ${index + 1}`}
                  disabled={disabled}
                  onClick={() => dispatch(consultationActions.editItem({ list, index, text: '' }))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
