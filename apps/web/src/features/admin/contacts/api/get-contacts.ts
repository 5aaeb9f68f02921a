import { adminContactSchema } from '@shop/domain/schemas/contact.schema';
import { adminKeys } from '../../common/admin-query-keys';
import { useAdminList } from '../../common/admin-list';
import { CONTACTS_VIEWS } from '../contact-views';

/** GET /api/admin/contacts: a page of the messages, newest first, waiting or handled, searched. */
export function useContacts() {
  return useAdminList({
    path: 'contacts',
    key: adminKeys.contacts(),
    item: adminContactSchema,
    readFilters: CONTACTS_VIEWS.readFilters,
  });
}
