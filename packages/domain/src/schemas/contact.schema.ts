import { z } from 'zod';
import { NAME_MIN_LENGTH, TEXT_MAX_LENGTH as MAX } from '../constants';
import { boundedText, emailField, phoneField, requiredText, tooLong } from './fields.schema';

export const contactFormSchema = z.object({
  name: requiredText('Name is required')
    .min(NAME_MIN_LENGTH, { error: `Name must be at least ${NAME_MIN_LENGTH} characters` })
    .max(MAX.name, tooLong('Name', MAX.name)),
  email: emailField,
  phone: phoneField,
  message: boundedText('Message', MAX.message),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** A stored message as answered: plain text, whatever the form's rules were when it was sent. */
export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
