import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export interface ConfirmableFields extends FieldValues {
  ConfirmPassword: string;
}

type ConfirmableForm<Fields extends ConfirmableFields> = Pick<
  UseFormReturn<Fields, unknown, unknown>,
  'trigger' | 'getValues' | 'setValue' | 'setError' | 'getFieldState'
>;

/**
 * Sign-up and reset password (spec 01 section 5, spec 02 section 5): a confirmation that does not match is
 * cleared, and the mismatch message (the schema's) stays on the emptied field.
 */
export async function clearConfirmationOnMismatch<Fields extends ConfirmableFields>(
  form: ConfirmableForm<Fields>,
): Promise<void> {
  const field = 'ConfirmPassword' as Path<Fields>;
  if (!form.getValues(field) || (await form.trigger(field))) return;
  const mismatch = form.getFieldState(field).error?.message;
  form.setValue(field, '' as PathValue<Fields, Path<Fields>>);
  // Validate the emptied field so the form counts as invalid, then put the mismatch message back in front.
  await form.trigger(field);
  if (mismatch) form.setError(field, { type: 'mismatch', message: mismatch });
}
