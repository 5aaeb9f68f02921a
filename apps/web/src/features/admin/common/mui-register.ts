import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's register() for an MUI TextField: the ref goes to the <input> (inputRef), not the
 * wrapper, so the form can focus the first invalid field.
 */
export function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
