import { PasswordInput, Popover, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { PasswordChecklist } from './PasswordChecklist';
import { passwordVisibilityToggleProps } from '../../components/form/password-visibility';

interface PasswordWithChecklistProps extends Omit<PasswordInputProps, 'value'> {
  label: string;
  value: string;
}

/** A new-password field whose checklist pops up while the field has focus, like a tooltip that can be read. */
export function PasswordWithChecklist({
  value,
  onFocus,
  onBlur,
  label,
  ...inputProps
}: PasswordWithChecklistProps) {
  const [checklistOpened, setChecklistOpened] = useState(false);
  return (
    <Popover
      opened={checklistOpened}
      position="bottom-start"
      width="target"
      withArrow
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      // Always below the field, in reading order, even where it then covers the next fields.
      middlewares={{ flip: false, shift: true }}
    >
      <Popover.Target>
        <div>
          <PasswordInput
            {...inputProps}
            label={label}
            value={value}
            visibilityToggleButtonProps={passwordVisibilityToggleProps(label)}
            onFocus={(event) => {
              setChecklistOpened(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setChecklistOpened(false);
              onBlur?.(event);
            }}
          />
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <PasswordChecklist password={value} />
      </Popover.Dropdown>
    </Popover>
  );
}
