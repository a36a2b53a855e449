import { DateInput } from '@mantine/dates';
import { DISPLAY_DATE_FORMAT, displayDateOf, isoDateOfDisplay, parseIsoDate } from '@medi/contracts';
import { HINT_BELOW } from './hint-below';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD once it is a date; what was typed while it is not, so the schema can name the problem. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** YYYY-MM-DD: the last day the picker offers (today for a date of birth). */
  maxDate?: string;
  /** YYYY-MM-DD: the month the picker opens on when the field is empty. */
  defaultDate?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * The one date control of the product: typed or picked as DD/MM/YYYY (the format of India and the UAE, and of the
 * reports), held as YYYY-MM-DD. A date it cannot take stays as typed for the schema's message, never cleared.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  maxDate,
  defaultDate,
  required,
  disabled,
  description,
}: DateFieldProps) {
  const isDate = parseIsoDate(value) !== undefined;
  return (
    <DateInput
      label={label}
      placeholder={DISPLAY_DATE_FORMAT}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={(typed) => isoDateOfDisplay(typed) ?? null}
      maxDate={maxDate}
      defaultLevel={isDate ? 'month' : 'decade'}
      defaultDate={defaultDate}
      // Mantine would clear a date it cannot take (impossible, or after maxDate) on blur, and the doctor would
      // read 'cannot be left blank'; the text stays and the schema names the problem.
      fixOnBlur={false}
      required={required}
      disabled={disabled}
      description={description}
      inputWrapperOrder={HINT_BELOW}
      value={isDate ? value : null}
      onChange={(picked) => onChange(picked ?? '')}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        // A typed date Mantine refused reaches the schema as typed, or as the future date it is.
        if (typed !== (isDate ? displayDateOf(value) : ''))
          onChange(typed ? (isoDateOfDisplay(typed) ?? typed) : '');
        onBlur?.();
      }}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
