import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { RateSetting } from '../../config';
import { claimDue } from '../../db/claim-due';
import type { Database } from '../../db/client';
import { msFromNow } from '../../db/ms-from-now';
import { outboxEmails } from '../../db/schema/outbox-emails';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type OutboxMail = typeof outboxEmails.$inferSelect;

/** The address the mail limit counts a mail to `to` under; null for the shop's own, or with no limit. */
function limitedAddress(
  to: string,
  limit: RateSetting | null,
  unlimited: string | undefined,
): string | null {
  const address = to.trim().toLowerCase();
  return limit && address !== unlimited?.trim().toLowerCase() ? address : null;
}

/** The limited addresses among these recipients, each once, in the one order their locks are taken. */
function limitedAddresses(
  recipients: readonly string[],
  limit: RateSetting | null,
  unlimited: string | undefined,
): string[] {
  return [
    ...new Set(recipients.flatMap((to) => limitedAddress(to, limit, unlimited) ?? [])),
  ].sort();
}

export function createOutboxRepository(db: Database) {
  return {
    /** Called inside the transaction of the change the mails tell about. */
    async enqueue(mails: readonly Mail[]): Promise<void> {
      if (mails.length > 0) await db.insert(outboxEmails).values([...mails]);
    },

    /**
     * Locks, for the rest of the transaction, the addresses among these recipients that the mail limit
     * counts (enqueueWithinLimit), in one statement and one order; answers them. A change that knows
     * its recipients before its mails can send this early, with other statements (db/pipelined.ts):
     * it sends its statement when called.
     */
    lockRecipients(
      recipients: readonly string[],
      limit: RateSetting | null,
      unlimited: string | undefined,
    ): Promise<string[]> {
      const addresses = limitedAddresses(recipients, limit, unlimited);
      if (addresses.length === 0) return Promise.resolve([]);
      return db
        .execute(
          sql`select pg_advisory_xact_lock(hashtextextended(key, 0)) from (values ${sql.join(
            addresses.map((address) => sql`(${`mail:${address}`})`),
            sql`, `,
          )}) as locks(key)`,
        )
        .then(() => addresses);
    },

    /**
     * Like enqueue, but no mail goes to an address that was written `limit.max` mails in the last
     * window (LIMIT_MAILS_PER_RECIPIENT), so the checkout cannot be used to flood an inbox with the
     * shop's name on it. The shop's own address is not limited. Counted under a lock on the address,
     * inside the caller's transaction: the locks in one statement (lockRecipients, unless `locked`
     * already holds them), then the count and the insert in another, whose snapshot sees every mail
     * written before the locks were granted. Answers the mails written.
     */
    async enqueueWithinLimit(
      mails: readonly Mail[],
      limit: RateSetting | null,
      unlimited: string | undefined,
      locked: readonly string[] = [],
    ): Promise<Mail[]> {
      if (mails.length === 0) return [];
      const addresses = limitedAddresses(
        mails.map((mail) => mail.to),
        limit,
        unlimited,
      );
      if (!limit || addresses.length === 0) {
        await this.enqueue(mails);
        return [...mails];
      }
      const held = new Set(locked);
      await this.lockRecipients(
        addresses.filter((address) => !held.has(address)),
        limit,
        unlimited,
      );
      const cutoff = new Date(Date.now() - limit.windowMs).toISOString();
      const rows = mails.map(
        (mail) =>
          sql`(${mail.to}, ${mail.subject}, ${mail.text}, ${limitedAddress(mail.to, limit, unlimited)})`,
      );
      const result = (await db.execute(sql`
        insert into ${outboxEmails} ("to", "subject", "text")
        select m."to", m.subject, m.text
        from (values ${sql.join(rows, sql`, `)}) as m("to", "subject", "text", address)
        where m.address is null
          or (select count(*) from ${outboxEmails} o
              where lower(o."to") = m.address and o.created_at > ${cutoff}::timestamptz) < ${limit.max}::int
        returning "to", "subject", "text"`)) as { rows: Mail[] };
      return result.rows.map(({ to, subject, text }) => ({ to, subject, text }));
    },

    /**
     * Takes up to `limit` mails that are due, and moves their next attempt `leaseMs` on before handing
     * them over: another process (or this one's next round) leaves them alone while they are sent,
     * and a process that dies while sending lets them come due again when the lease runs out.
     */
    claimDue(limit: number, leaseMs: number): Promise<OutboxMail[]> {
      return claimDue(db, outboxEmails, {
        where: and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`)),
        orderBy: [asc(outboxEmails.id)],
        limit,
        leaseMs,
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
          nextAttemptAt: msFromNow(retryInMs),
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
