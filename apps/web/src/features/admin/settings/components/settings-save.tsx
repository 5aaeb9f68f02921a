import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors';

interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * A settings card's submit: saves, then says so, or puts the server's refusals under their fields.
 * The shop texts and the COD rules save the same way, each with its own message.
 */
export function useSettingsSubmit<TForm extends FieldValues, TBody>(options: {
  form: Pick<UseFormReturn<TForm, unknown, TBody>, 'handleSubmit' | 'setError'>;
  save: (values: TBody) => Promise<unknown>;
  fields: readonly string[];
  savedMessage: string;
}) {
  const { form, save, fields, savedMessage } = options;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await save(values);
        setOutcome({ ok: true, message: savedMessage });
      } catch (error) {
        const left = applyServerFieldErrors(error, fields, form.setError);
        setOutcome({ ok: false, message: left ?? 'Please correct the fields marked in red.' });
      }
    },
    // Refused before sending: an earlier "Saved" no longer describes the form.
    () => setOutcome(null),
  );
  return { outcome, onSubmit };
}

/** What the last save said, and the card's Save button. */
export function SettingsSaveRow({
  outcome,
  isSubmitting,
  label = 'Save',
}: {
  outcome: Outcome | null;
  isSubmitting: boolean;
  label?: string;
}) {
  return (
    <>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : label}
        </Button>
      </div>
    </>
  );
}
