import { contactSchema } from '@shop/domain/schemas/contact.schema';
import { adminKeys } from '../../common/admin-query-keys';
import { useAdminList } from '../../common/admin-list';

/** GET /api/admin/contacts: a page of the messages, newest first, searched on the server. */
export function useContacts() {
  return useAdminList({ path: 'contacts', key: adminKeys.contacts(), item: contactSchema });
}
