import type { ContactState } from '@shop/domain/schemas/contact.schema';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { adminSearch, tableReader, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { updateById } from '../../db/update-by-id';
import { contacts } from '../../db/schema/contacts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Pick<ContactRow, 'name' | 'email' | 'phone' | 'message'>;

export function createContactsRepository(db: Database) {
  return {
    /** Newest first. */
    list(): Promise<ContactRow[]> {
      return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
    },
    /**
     * The back office's table: newest first; found by name, e-mail, phone, message or id, every word
     * typed somewhere in them; waiting (not handled) or handled ones only when a state is given.
     */
    adminList(q: string | undefined, state: ContactState | undefined): AdminListReader<ContactRow> {
      const where = and(
        adminSearch(
          q,
          {
            texts: [contacts.name, contacts.email, contacts.phone, contacts.message],
            ids: [contacts.id],
          },
          { everyWord: true },
        ),
        state === 'waiting'
          ? isNull(contacts.handledAt)
          : state === 'handled'
            ? isNotNull(contacts.handledAt)
            : undefined,
      );
      return tableReader(db, contacts, where, [desc(contacts.createdAt), desc(contacts.id)]);
    },
    async insert(values: ContactValues): Promise<ContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update(id: number, values: ContactValues): Promise<ContactRow | undefined> {
      return updateById(db, contacts, id, values);
    },
    /** Marks a message handled by this staff member now, or waiting again; undefined when there is none. */
    async setHandled(id: number, by: string | null): Promise<ContactRow | undefined> {
      const [row] = await db
        .update(contacts)
        .set(by ? { handledAt: sql`now()`, handledBy: by } : { handledAt: null, handledBy: null })
        .where(eq(contacts.id, id))
        .returning();
      return row;
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, contacts, id);
    },
  };
}
