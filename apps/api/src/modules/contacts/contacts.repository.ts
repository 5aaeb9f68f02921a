import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema/contacts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Pick<ContactRow, 'name' | 'email' | 'phone' | 'message'>;

export function createContactsRepository(db: Database) {
  return {
    /** Newest first. */
    list(): Promise<ContactRow[]> {
      return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
    },
    async insert(values: ContactValues): Promise<ContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, values: ContactValues): Promise<ContactRow | undefined> {
      const [row] = await db.update(contacts).set(values).where(eq(contacts.id, id)).returning();
      return row;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(contacts)
        .where(eq(contacts.id, id))
        .returning({ id: contacts.id });
      return rows.length > 0;
    },
  };
}
