import { apiRequest } from '../../../../lib/api-client';
import { useDeleteRow } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteContact(id: number): Promise<unknown> {
  return apiRequest(`/contact/delete-contact/${id}`, { method: 'DELETE' });
}

/** After a delete the row leaves the list locally (spec §7). */
export function useDeleteContact() {
  return useDeleteRow(deleteContact, adminKeys.contacts());
}
