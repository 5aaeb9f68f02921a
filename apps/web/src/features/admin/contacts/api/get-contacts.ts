import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contactSchema, type Contact } from '@shop/domain/schemas/contact.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const contactsResponseSchema = z.object({ contacts: z.array(contactSchema) });

/** GET /api/contact/. The page says 'Failed to fetch contacts.' itself (spec §8), so no toast. */
export async function getContacts(): Promise<Contact[]> {
  const { contacts } = await apiRequest('/contact/', {
    schema: contactsResponseSchema,
    toastOnError: false,
  });
  return contacts;
}

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.contacts(), queryFn: getContacts });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
