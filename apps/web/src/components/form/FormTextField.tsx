import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldBinding<Fields extends FieldValues, Output> {
  control: Control<Fields, unknown, Output>;
  name: FieldPath<Fields>;
  /** Shown when the schema has nothing to say, e.g. the server's verdict on the value. */
  otherError?: string;
  /** Runs after the form has recorded the blur (e.g. a server check of the value). */
  onBlur?: () => void;
}

type FormTextFieldProps<Fields extends FieldValues, Output> = FormFieldBinding<Fields, Output> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Rewrites what is typed before the form keeps it. */
    normalize?: (typed: string) => string;
  };

/** A text input bound to a react-hook-form field, showing the field's validation message. */
export function FormTextField<Fields extends FieldValues, Output>({
  control,
  name,
  otherError,
  onBlur,
  normalize = (typed) => typed,
  ...inputProps
}: FormTextFieldProps<Fields, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          {...inputProps}
          onChange={(event) => field.onChange(normalize(event.currentTarget.value))}
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
