import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './FormTextField';

type FormSelectFieldProps<Fields extends FieldValues, Output> = Omit<
  FormFieldBinding<Fields, Output>,
  'otherError' | 'onBlur'
> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
    /** Runs after the form has recorded the choice; '' when the choice is cleared. */
    onValueChange?: (value: string) => void;
  };

/** A select bound to a react-hook-form field that holds the chosen value as a string ('' for none). */
export function FormSelectField<Fields extends FieldValues, Output>({
  control,
  name,
  onValueChange,
  ...selectProps
}: FormSelectFieldProps<Fields, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...field}
          {...selectProps}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onValueChange?.(value ?? '');
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
