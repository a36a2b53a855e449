import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { clearConfirmationOnMismatch, type ConfirmableFields } from './confirm-password';
import { PasswordWithChecklist } from './PasswordWithChecklist';

interface NewPasswordFieldsProps<Fields extends ConfirmableFields, Output> {
  form: UseFormReturn<Fields, unknown, Output>;
  /** The field holding the new password; its confirmation is always ConfirmPassword. */
  name: FieldPath<Fields>;
  label: string;
  confirmLabel: string;
  /** Sign-up and reset password empty a confirmation that does not match; change password keeps it. */
  clearMismatchedConfirmation: boolean;
}

/**
 * A new password with its checklist, then its confirmation, which is validated again whenever the new password
 * changes. Two siblings rather than one block, so a grid can lay them out side by side.
 */
export function NewPasswordFields<Fields extends ConfirmableFields, Output>({
  form,
  name,
  label,
  confirmLabel,
  clearMismatchedConfirmation,
}: NewPasswordFieldsProps<Fields, Output>) {
  const confirmField = 'ConfirmPassword' as FieldPath<Fields>;
  return (
    <>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <PasswordWithChecklist
            {...field}
            label={label}
            autoComplete="new-password"
            required
            error={fieldState.error?.message}
            onChange={(event) => {
              field.onChange(event);
              if (form.getValues(confirmField)) void form.trigger(confirmField);
            }}
          />
        )}
      />
      <FormPasswordField
        control={form.control}
        name={confirmField}
        label={confirmLabel}
        autoComplete="new-password"
        required
        onBlur={clearMismatchedConfirmation ? () => void clearConfirmationOnMismatch(form) : undefined}
      />
    </>
  );
}
