/**
 * The owner's message templates (migration 0022's message_templates): only the ones changed from the
 * defaults are stored, one per kind and language.
 */
import type { MessageKind, MessageLanguage } from '@shop/domain/shopper-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageTemplates } from '../../db/schema/shopper-messages';

export function createMessageTemplatesRepository(db: Database) {
  return {
    /** The owner's templates (the ones changed from the defaults). */
    templates() {
      return db.select().from(messageTemplates);
    },

    async template(kind: MessageKind, language: MessageLanguage): Promise<string | undefined> {
      const [row] = await db
        .select({ text: messageTemplates.text })
        .from(messageTemplates)
        .where(and(eq(messageTemplates.kind, kind), eq(messageTemplates.language, language)));
      return row?.text;
    },

    async saveTemplate(kind: MessageKind, language: MessageLanguage, text: string, by: string) {
      await db
        .insert(messageTemplates)
        .values({ kind, language, text, updatedBy: by })
        .onConflictDoUpdate({
          target: [messageTemplates.kind, messageTemplates.language],
          set: { text, updatedBy: by, updatedAt: sql`now()` },
        });
    },

    async resetTemplate(kind: MessageKind, language: MessageLanguage) {
      await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.kind, kind), eq(messageTemplates.language, language)));
    },
  };
}
