import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { muiField } from './mui-register';

interface AdminFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The fields a 400's fieldErrors may name; what none of them takes is the form's own error. */
  fields?: readonly string[];
  /** When a field shows its error: once left (most forms) or only after a first save. */
  mode?: Mode;
}

/**
 * A back-office form checked with a domain schema: react-hook-form with the zod resolver, an MUI
 * TextField's props by name (`field`), and a save whose refusal goes under the fields it names, the
 * rest (`formError`) above the buttons.
 */
export function useAdminForm<Values extends FieldValues, Output>(
  // The schema's input is typed loosely (a number field's text); the form's values are Values.
  schema: z.ZodType<Output, FieldValues>,
  { defaultValues, fields = [], mode = 'onTouched' }: AdminFormOptions<Values>,
) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as Resolver<Values, unknown, Output>,
    mode,
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);

  function field(name: Path<Values>, hint?: string) {
    return muiField(form.register, form.formState.errors, name, hint);
  }

  /** A submit handler: checks the form, then saves; a refusal is placed as the server named it. */
  function submitWith(save: (values: Output) => Promise<void>) {
    return form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        setFormError(applyServerFieldErrors(error, fields, form.setError));
      }
    });
  }

  return { form, field, formError, setFormError, submitWith };
}
