import { z } from 'zod';
import { NAME_MIN_LENGTH, TEXT_MAX_LENGTH as MAX } from '../constants';
import { boundedText, requiredText, tooLong } from './text-fields.schema';
import { emailField, phoneField } from './contact-fields.schema';
import { adminListQuerySchema, blankToUndefined } from './list-query.schema';

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

/** A message in the back office's queue: also whether staff handled it, when and who. */
export const adminContactSchema = contactSchema.extend({
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

/** The Contacts screen's views: the messages waiting for an answer, or those handled. */
export const CONTACT_STATES = ['waiting', 'handled'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** GET /api/admin/contacts: a page of the messages, newest first, of one state or of both. */
export const adminContactsQuerySchema = adminListQuerySchema
  .extend({
    state: z.preprocess(
      blankToUndefined,
      z.enum(CONTACT_STATES, { error: 'State must be waiting or handled' }).optional(),
    ),
  })
  .strict();
export type AdminContactsQuery = z.infer<typeof adminContactsQuerySchema>;

/** POST /api/admin/contacts/{id}/handled: staff mark a message handled, or waiting again. */
export const contactHandledBodySchema = z
  .object({ handled: z.boolean({ error: 'Handled must be true or false' }) })
  .strict();
export type ContactHandledBody = z.infer<typeof contactHandledBodySchema>;
