import { Checkbox, type CheckboxProps } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './FormTextField';

type FormCheckboxFieldProps<Fields extends FieldValues, Output> = Omit<
  FormFieldBinding<Fields, Output>,
  'otherError' | 'onBlur'
> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur'>;

/** A checkbox bound to a boolean react-hook-form field; ticking it counts as touching it. */
export function FormCheckboxField<Fields extends FieldValues, Output>({
  control,
  name,
  ...checkboxProps
}: FormCheckboxFieldProps<Fields, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref, name: fieldName } }) => (
        <Checkbox
          {...checkboxProps}
          ref={ref}
          name={fieldName}
          checked={value}
          onBlur={onBlur}
          onChange={(event) => {
            onChange(event.currentTarget.checked);
            onBlur();
          }}
        />
      )}
    />
  );
}
