import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../constants';
import { emailField, phoneField, requiredText } from './fields.schema';

export const contactFormSchema = z.object({
  name: requiredText('Name is required').min(NAME_MIN_LENGTH, {
    error: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  }),
  email: emailField,
  phone: phoneField,
  message: requiredText('Message is required').max(5000, {
    error: 'Message must be at most 5000 characters',
  }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactSchema = contactFormSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
