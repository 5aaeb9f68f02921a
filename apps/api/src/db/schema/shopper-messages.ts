import { sql } from 'drizzle-orm';
import type {
  MessageChannel,
  MessageKind,
  MessageLanguage,
  MessageStatus,
} from '@shop/domain/shopper-messages';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  MESSAGE_STATUSES,
} from '@shop/domain/shopper-messages';
import type { OrderLineInput } from '@shop/domain/schemas/order.schema';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { inList, serialId, timestamptz, timestamptzNow } from './columns';

/**
 * A checkout the shopper agreed to be reminded of (issue #30, migration 0023): her phone, name,
 * language and cart lines, under a random token the reminders' link carries. One open draft per
 * phone: a later save from the same phone changes it and moves its reminders on. It closes when an
 * order comes from the phone or its reminders are done; its link still restores the cart until it
 * expires.
 */
export const checkoutDrafts = pgTable(
  'checkout_drafts',
  {
    id: serialId(),
    token: text('token').notNull(),
    /** +923001234567 (domain phoneKey). */
    phoneKey: text('phone_key').notNull(),
    name: text('name'),
    language: text('language').$type<MessageLanguage>().notNull(),
    lines: jsonb('lines').$type<OrderLineInput[]>().notNull(),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
    /** Why it closed: 'ordered' (an order from the phone came), 'reminded' (both reminders done). */
    closedAt: timestamptz('closed_at'),
    closedReason: text('closed_reason'),
  },
  (table) => [
    uniqueIndex('checkout_drafts_token_idx').on(table.token),
    uniqueIndex('checkout_drafts_open_phone_idx')
      .on(table.phoneKey)
      .where(sql`${table.closedAt} IS NULL`),
    check('checkout_drafts_language_known', inList('language', MESSAGE_LANGUAGES)),
  ],
);

/**
 * The shop's WhatsApp and SMS messages to shoppers (issue #30, decision 0033): an outbox as the
 * e-mails' (decision 0010), written in the transaction of the change it tells about and sent by a job.
 * One message per order and kind (the unique key), so a retried change or job cannot send it twice.
 * The text is filled when it is sent (the template and the order as they are then) and kept.
 */
export const shopperMessages = pgTable(
  'shopper_messages',
  {
    id: serialId(),
    /** The order it tells about; null for a checkout's reminder, which has a draft instead. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references(() => checkoutDrafts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    /** How it went or goes: null until sent; 'sms' from the start when WhatsApp is not to be tried. */
    channel: text('channel').$type<MessageChannel>(),
    language: text('language').$type<MessageLanguage>().notNull(),
    /** The international number without its plus (923001234567), as both services take it. */
    phone: text('phone').notNull(),
    /** The text as sent. */
    body: text('body'),
    /** WhatsApp's message id (wamid…) or the SMS gateway's; status webhooks find the message by it. */
    providerMessageId: text('provider_message_id'),
    /** SMS parts billed (sms-parts.ts); null for WhatsApp. */
    smsParts: integer('sms_parts'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptzNow('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: timestamptzNow('created_at'),
    sentAt: timestamptz('sent_at'),
    statusAt: timestamptzNow('status_at'),
  },
  (table) => [
    uniqueIndex('shopper_messages_order_kind_idx').on(table.orderId, table.kind),
    uniqueIndex('shopper_messages_draft_kind_idx').on(table.draftId, table.kind),
    check(
      'shopper_messages_order_or_draft',
      sql`(${table.orderId} IS NULL) <> (${table.draftId} IS NULL)`,
    ),
    uniqueIndex('shopper_messages_provider_id_idx').on(table.providerMessageId),
    index('shopper_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    check('shopper_messages_kind_known', inList('kind', MESSAGE_KINDS)),
    check('shopper_messages_status_known', inList('status', MESSAGE_STATUSES)),
    check('shopper_messages_language_known', inList('language', MESSAGE_LANGUAGES)),
    check(
      'shopper_messages_channel_known',
      sql`channel IS NULL OR ${inList('channel', MESSAGE_CHANNELS)}`,
    ),
  ],
);

/** The owner's own text for a kind in a language; a kind and language without a row uses the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    kind: text('kind').$type<MessageKind>().notNull(),
    language: text('language').$type<MessageLanguage>().notNull(),
    text: text('text').notNull(),
    updatedAt: timestamptzNow('updated_at'),
    updatedBy: text('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);

/** Phones that replied STOP: nothing more is sent to them. */
export const messageOptOuts = pgTable('message_opt_outs', {
  /** The phone's key, +923001234567 (domain phoneKey). */
  phoneKey: text('phone_key').primaryKey(),
  /** The reply as received, for staff. */
  reply: text('reply').notNull(),
  /** How it came: a reply on WhatsApp, or 'staff' when staff recorded it (the shopper told them). */
  channel: text('channel').$type<MessageChannel | 'staff'>().notNull(),
  /** The staff member who recorded it; null for a shopper's own reply. */
  recordedBy: text('recorded_by'),
  at: timestamptzNow('at'),
});

/**
 * What WhatsApp's webhook told already (an inbound message's id, a status of a message): Meta delivers
 * a notification again when an answer was slow, and anyone who saw one signed body can send it again.
 * A key seen before is ignored.
 */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamptzNow('received_at'),
});
