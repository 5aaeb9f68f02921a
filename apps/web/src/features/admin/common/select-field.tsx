import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options whose label is their value ('Jewelry'). */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

type SelectFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'select' | 'error' | 'helperText' | 'children'
> & {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  options: readonly SelectOption[];
  /** Under the field while it has no error. */
  hint?: string;
};

/** A form's MUI select: its options, and its error (or `hint`) under it. */
export function SelectField<Values extends FieldValues, Output>({
  control,
  name,
  options,
  hint,
  ...textField
}: SelectFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          select
          {...textField}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
