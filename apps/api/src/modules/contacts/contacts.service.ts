import {
  contactSchema,
  type AdminContact,
  type AdminContactsQuery,
  type Contact,
  type ContactForm,
} from '@shop/domain/schemas/contact.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { withIsoDates } from '../../db/iso-dates';
import { pick } from '../../db/pick';
import { AppError } from '../../plugins/errors';
import { createContactsRepository, type ContactRow } from './contacts.repository';

const NOT_FOUND = 'Contact message not found.';

/** The message alone: the back office's row without its handling (staff's business). */
function toContact(row: ContactRow): Contact {
  return pick(withIsoDates(row), contactSchema.keyof().options);
}

const values = (form: ContactForm) => ({
  name: form.name,
  email: form.email,
  phone: form.phone,
  message: form.message,
});

export function createContactsService(deps: { db: Database }) {
  const repository = createContactsRepository(deps.db);

  return {
    /** A page of the back office's table. */
    adminList(query: AdminContactsQuery) {
      return readAdminPage(query, repository.adminList(query.q, query.state), withIsoDates);
    },
    /** Marks a message handled by this staff member (or waiting again, with null). */
    async setHandled(id: number, by: string | null): Promise<AdminContact> {
      const row = await repository.setHandled(id, by);
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return withIsoDates(row);
    },
    async list(): Promise<Contact[]> {
      return (await repository.list()).map(toContact);
    },
    async create(form: ContactForm): Promise<Contact> {
      return toContact(await repository.insert(values(form)));
    },
    async update(id: number, form: ContactForm): Promise<Contact> {
      const row = await repository.update(id, values(form));
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toContact(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
    },
  };
}
