import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@shop/domain/schemas/contact.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteContact(id: number): Promise<unknown> {
  return apiRequest(`/contact/delete-contact/${id}`, { method: 'DELETE' });
}

/** After a delete the row leaves the list locally (spec §7). */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Contact[]>(adminKeys.contacts(), (contacts) =>
        contacts?.filter((contact) => contact.id !== id),
      ),
  });
}
