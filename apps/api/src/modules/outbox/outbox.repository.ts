import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox-emails';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type OutboxMail = typeof outboxEmails.$inferSelect;

export function createOutboxRepository(db: Database) {
  return {
    /** Called inside the transaction of the change the mails tell about. */
    async enqueue(mails: readonly Mail[]): Promise<void> {
      if (mails.length > 0) await db.insert(outboxEmails).values([...mails]);
    },

    /**
     * Takes up to `limit` mails that are due, and moves their next attempt `leaseMs` on before handing
     * them over: another process (or this one's next round) leaves them alone while they are sent,
     * and a process that dies while sending lets them come due again when the lease runs out.
     */
    claimDue(limit: number, leaseMs: number): Promise<OutboxMail[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(outboxEmails)
          .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`)))
          .orderBy(asc(outboxEmails.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return due;
        await tx
          .update(outboxEmails)
          .set({
            attempts: sql`${outboxEmails.attempts} + 1`,
            nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          })
          .where(
            inArray(
              outboxEmails.id,
              due.map((mail) => mail.id),
            ),
          );
        return due;
      });
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outboxEmails.id, id));
    },

    async markFailed(id: number, error: string, retryInMs: number): Promise<void> {
      await db
        .update(outboxEmails)
        .set({
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
        })
        .where(eq(outboxEmails.id, id));
    },

    /** Mails not sent yet, oldest first (the back office and the tests read them). */
    unsent(): Promise<OutboxMail[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(isNull(outboxEmails.sentAt))
        .orderBy(asc(outboxEmails.id));
    },
  };
}
