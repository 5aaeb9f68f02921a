import TextField from '@mui/material/TextField';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { normalisePhoneInput } from '@shop/domain/schemas/fields.schema';

export interface TextFieldSpec<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  /** A multi-line field of this many rows. */
  rows?: number;
  /** A multi-line field that starts at this many rows and grows. */
  minRows?: number;
  /**
   * The form the field expects ('0300 1234567'), shown from the start: the label stays above the
   * field so the hint is seen before typing, not only once the field is focused.
   */
  placeholder?: string;
  /** Rewrites the text as the shop keeps it once the field is left (a phone typed with dashes). */
  tidy?: (text: string) => string;
}

/**
 * A phone field as the checkout and the contact form have it: the phone keypad, autofill, the form
 * shown while empty, and the number rewritten as 03XXXXXXXXX once left (the domain's reading of it).
 */
export function phoneFieldSpec<Values extends FieldValues>(
  name: Path<Values>,
): TextFieldSpec<Values> {
  return {
    name,
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '0300 1234567',
    tidy: normalisePhoneInput,
  };
}

interface FormTextFieldProps<Values extends FieldValues> {
  spec: TextFieldSpec<Values>;
  /** Makes the element id unique on the page: `${idPrefix}-${name}`. */
  idPrefix: string;
  register: UseFormRegister<Values>;
  error: string | undefined;
}

/** A required text field of a react-hook-form form, with its message under it (spec §5). */
function FormTextField<Values extends FieldValues>({
  spec,
  idPrefix,
  register,
  error,
}: FormTextFieldProps<Values>) {
  const { ref, ...field } = register(spec.name);
  const { tidy } = spec;
  return (
    <TextField
      {...field}
      onBlur={async (event) => {
        const tidied = tidy?.(event.target.value);
        if (tidied !== undefined && tidied !== event.target.value) {
          event.target.value = tidied;
          await field.onChange(event);
        }
        return field.onBlur(event);
      }}
      inputRef={ref}
      id={`${idPrefix}-${spec.name}`}
      label={spec.label}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      required
      fullWidth
      multiline={spec.rows !== undefined || spec.minRows !== undefined}
      rows={spec.rows}
      minRows={spec.minRows}
      error={Boolean(error)}
      helperText={error}
      placeholder={spec.placeholder}
      slotProps={{
        htmlInput: { inputMode: spec.inputMode },
        inputLabel: spec.placeholder ? { shrink: true } : undefined,
      }}
    />
  );
}

/** A form's text fields in their order, each with its message under it. */
export function FormTextFields<Values extends FieldValues>({
  specs,
  idPrefix,
  register,
  errors,
}: Omit<FormTextFieldProps<Values>, 'spec' | 'error'> & {
  specs: readonly TextFieldSpec<Values>[];
  errors: FieldErrors<Values>;
}) {
  return specs.map((spec) => (
    <FormTextField
      key={spec.name}
      spec={spec}
      idPrefix={idPrefix}
      register={register}
      error={(get(errors, spec.name) as { message?: string } | undefined)?.message}
    />
  ));
}
