/**
 * The phones that said STOP (migration 0022's message_opt_outs): a STOP or START reply on WhatsApp,
 * or staff recording what the shopper asked another way. No message goes to a phone listed here.
 */
import type { MessageChannel } from '@shop/domain/shopper-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { messageOptOuts } from '../../db/schema/shopper-messages';

export function createMessageOptOutsRepository(db: Database) {
  return {
    isOptedOut(phoneKey: string): Promise<boolean> {
      return rowExists(db, messageOptOuts, eq(messageOptOuts.phoneKey, phoneKey));
    },

    async optOut(phoneKey: string, reply: string, channel: MessageChannel): Promise<void> {
      await db
        .insert(messageOptOuts)
        .values({ phoneKey, reply: reply.slice(0, 200), channel })
        .onConflictDoNothing();
    },

    /** Staff record a STOP the shopper asked for another way (a call, an SMS to the shop). */
    async recordOptOut(phoneKey: string, note: string, by: string): Promise<void> {
      await db
        .insert(messageOptOuts)
        .values({ phoneKey, reply: note.slice(0, 200), channel: 'staff', recordedBy: by })
        .onConflictDoNothing();
    },

    /** Lifts the phone's STOP (a START reply, or staff); true when there was one. */
    async optIn(phoneKey: string): Promise<boolean> {
      const removed = await db
        .delete(messageOptOuts)
        .where(eq(messageOptOuts.phoneKey, phoneKey))
        .returning({ phoneKey: messageOptOuts.phoneKey });
      return removed.length > 0;
    },

    async optOutOf(phoneKey: string) {
      const [row] = await db
        .select()
        .from(messageOptOuts)
        .where(eq(messageOptOuts.phoneKey, phoneKey));
      return row;
    },
  };
}
