import { useMutation } from '@tanstack/react-query';
import { contactSchema, type Contact, type ContactForm } from '@shop/domain/schemas/contact.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

const createContactResponseSchema = z.object({ contact: contactSchema });

/**
 * POST /api/contact/create. The page shows its own success or failure line (spec §8), so the API client's
 * toast is off: the shopper sees one message, not two.
 */
export async function createContact(body: ContactForm): Promise<Contact> {
  const { contact } = await apiRequest('/contact/create', {
    method: 'POST',
    body,
    schema: createContactResponseSchema,
    toastOnError: false,
  });
  return contact;
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact });
}
