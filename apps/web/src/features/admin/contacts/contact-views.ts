/**
 * The Contacts screen's views: every message, those waiting for an answer, or those handled. A view
 * is the state parameter of GET /api/admin/contacts, kept in the address beside the search and page.
 */
import { CONTACT_STATES, type ContactState } from '@shop/domain/schemas/contact.schema';
import { paramViews } from '../common/param-views';

const STATE_LABELS: Record<ContactState, string> = { waiting: 'Waiting', handled: 'Handled' };

export const CONTACTS_VIEWS = paramViews('state', CONTACT_STATES, (state) => STATE_LABELS[state]);
