import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/**
 * react-hook-form's register() for an MUI TextField: the ref goes to the <input> (inputRef), not the
 * wrapper, so the form can focus the first invalid field.
 */
export function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}

/** muiRegister() with the field's message under it: its error, or `hint` while it has none. */
export function muiField<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: Path<Values>,
  hint?: string,
) {
  const error = get(errors, name) as FieldError | undefined;
  return {
    ...muiRegister(register(name)),
    error: Boolean(error),
    helperText: error?.message ?? hint,
  };
}
