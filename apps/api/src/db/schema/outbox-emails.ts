import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow } from './columns';

/**
 * E-mails waiting to be sent. A mail is written here in the same transaction as the order or change it
 * tells about, and the job runner sends it later with retries: a crash can neither lose it (it is
 * committed with the change) nor send it for a change that rolled back.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptzNow('created_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try may start; moved on after each failure (backing off). */
    nextAttemptAt: timestamptzNow('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    // Mails to one address in the last day (LIMIT_MAILS_PER_RECIPIENT).
    index('outbox_emails_recipient_idx').on(sql`lower(${table.to})`, table.createdAt),
    index('outbox_emails_unsent_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);
