import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './FormTextField';
import { passwordVisibilityToggleProps } from './password-visibility';

type FormPasswordFieldProps<Fields extends FieldValues, Output> = FormFieldBinding<Fields, Output> &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label'> & {
    label: string;
  };

/** A password input bound to a react-hook-form field, with a labelled show/hide toggle. */
export function FormPasswordField<Fields extends FieldValues, Output>({
  control,
  name,
  otherError,
  onBlur,
  label,
  ...inputProps
}: FormPasswordFieldProps<Fields, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          {...field}
          {...inputProps}
          label={label}
          visibilityToggleButtonProps={passwordVisibilityToggleProps(label)}
          onBlur={() => {
            field.onBlur();
            onBlur?.();
          }}
          error={fieldState.error?.message ?? otherError}
        />
      )}
    />
  );
}
