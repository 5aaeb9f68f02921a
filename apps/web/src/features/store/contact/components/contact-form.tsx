import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { contactFormSchema, ContactForm } from '@shop/domain/schemas/contact.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FormTextFields,
  phoneFieldSpec,
  type TextFieldSpec,
} from '../../../../components/form-text-field';
import { StackedForm } from '../../../../components/stacked-form';
import { SubmitButton } from '../../../../components/submit-button';
import { ApiRequestError } from '../../../../lib/api-client';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import { setServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateContact } from '../api/create-contact';

type ContactFormValues = z.input<typeof contactFormSchema>;

const EMPTY_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };
const CONTACT_FIELD_NAMES = Object.keys(EMPTY_FORM);

export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send the message. Please try again.';

const FIELDS: readonly TextFieldSpec<ContactFormValues>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneFieldSpec<ContactFormValues>('phone'),
  { name: 'message', label: 'Message', autoComplete: 'off', rows: 4 },
];

type Status = { kind: 'success' } | { kind: 'error' } | null;

/** The contact form (spec §2 'Contact Us', §4 'Contact', §5). */
export function ContactFormCard() {
  const createContact = useCreateContact();
  const [status, setStatus] = useState<Status>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactForm>({
    resolver: lazyZodResolver(() =>
      import('@shop/domain/schemas/contact.schema').then((module) => module.contactFormSchema),
    ),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await createContact.mutateAsync(values);
      reset(EMPTY_FORM);
      setStatus({ kind: 'success' });
    } catch (error) {
      console.warn('Sending the contact message failed', error);
      if (error instanceof ApiRequestError) {
        setServerFieldErrors(error.fieldErrors, CONTACT_FIELD_NAMES, setError);
      }
      setStatus({ kind: 'error' });
    }
  });

  return (
    <StackedForm label="Contact form" onSubmit={onSubmit}>
      <FormTextFields specs={FIELDS} idPrefix="contact" register={register} errors={errors} />
      <Box role="status" aria-live="polite">
        {status?.kind === 'success' && <Alert severity="success">{CONTACT_SUCCESS_MESSAGE}</Alert>}
      </Box>
      {status?.kind === 'error' && (
        <Alert severity="error" role="alert">
          {CONTACT_FAILURE_MESSAGE}
        </Alert>
      )}
      <SubmitButton busy={isSubmitting} busyLabel="Submitting...">
        Submit
      </SubmitButton>
    </StackedForm>
  );
}
