import { PasswordInput, Paper, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { PasswordChecklist } from './PasswordChecklist';
import { passwordVisibilityToggleProps } from '../../components/form/password-visibility';

interface PasswordWithChecklistProps extends Omit<PasswordInputProps, 'value'> {
  label: string;
  value: string;
}

/**
 * A new-password field whose checklist shows below it while the field has focus. In the flow of the page, not a
 * popover: a popover covered the confirm field and the buttons at 400 px.
 */
export function PasswordWithChecklist({
  value,
  onFocus,
  onBlur,
  label,
  ...inputProps
}: PasswordWithChecklistProps) {
  const [checklistOpened, setChecklistOpened] = useState(false);
  return (
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
      {checklistOpened && (
        <Paper withBorder shadow="xs" p="sm" mt={6}>
          <PasswordChecklist password={value} />
        </Paper>
      )}
    </div>
  );
}
