/**
 * The Contacts screen's views: every message, those waiting for an answer, or those handled. A view
 * is the state parameter of GET /api/admin/contacts, kept in the address beside the search and page.
 */
import { CONTACT_STATES, type ContactState } from '@shop/domain/schemas/contact.schema';
import type { AdminListFilters } from '../common/admin-list';

export type ContactsView = 'all' | ContactState;

export const CONTACTS_VIEWS: readonly { view: ContactsView; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'waiting', label: 'Waiting' },
  { view: 'handled', label: 'Handled' },
];

function isContactState(value: string | null): value is ContactState {
  return (CONTACT_STATES as readonly (string | null)[]).includes(value);
}

export function readContactsFilters(params: URLSearchParams): AdminListFilters {
  const state = params.get('state');
  return isContactState(state) ? { state } : {};
}

export function contactsViewOf(filters: AdminListFilters): ContactsView {
  const state = filters.state ?? null;
  return isContactState(state) ? state : 'all';
}

export function contactsFiltersOf(view: ContactsView): Record<string, string | null> {
  return { state: view === 'all' ? null : view };
}
