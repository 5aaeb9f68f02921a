/**
 * The shopper messages' tables (migration 0022): the outbox of messages and what WhatsApp's webhook
 * told already here; the phones that said STOP (message-opt-outs.repository.ts) and the owner's
 * templates (message-templates.repository.ts) in their own modules, offered through this one.
 */
import type {
  MessageChannel,
  MessageKind,
  MessageLanguage,
  MessageStatus,
} from '@shop/domain/shopper-messages';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { claimDue } from '../../db/claim-due';
import type { Database } from '../../db/client';
import { msFromNow } from '../../db/ms-from-now';
import { orders } from '../../db/schema/orders';
import { shopperMessages, whatsappWebhookEvents } from '../../db/schema/shopper-messages';
import { createMessageOptOutsRepository } from './message-opt-outs.repository';
import { createMessageTemplatesRepository } from './message-templates.repository';

export type MessageRow = typeof shopperMessages.$inferSelect;

/** Later statuses a status webhook may move a message to; failed is final, read is last. */
const STATUS_RANK: Partial<Record<MessageStatus, number>> = { sent: 1, delivered: 2, read: 3 };

export function createMessagesRepository(db: Database) {
  return {
    ...createMessageOptOutsRepository(db),
    ...createMessageTemplatesRepository(db),

    /**
     * Writes the order's message of this kind unless it has one (the unique key): called inside the
     * transaction of the change it tells about. True when it was written.
     */
    async enqueue(message: {
      orderId: number;
      kind: MessageKind;
      phone: string;
      language: MessageLanguage;
      /** 'sms' when WhatsApp is not to be tried; null: WhatsApp when it is set up. */
      channel: MessageChannel | null;
      dueInMs: number;
    }): Promise<boolean> {
      const written = await db
        .insert(shopperMessages)
        .values({
          orderId: message.orderId,
          kind: message.kind,
          phone: message.phone,
          language: message.language,
          channel: message.channel,
          nextAttemptAt: msFromNow(message.dueInMs),
        })
        .onConflictDoNothing({ target: [shopperMessages.orderId, shopperMessages.kind] })
        .returning({ id: shopperMessages.id });
      return written.length > 0;
    },

    /** The order's phone and language, read in the caller's transaction. */
    async recipientOf(orderId: number) {
      const [row] = await db
        .select({ phoneKey: orders.phoneKey, language: orders.messageLanguage })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Up to `limit` messages due, with their next attempt moved `leaseMs` on and committed before
     * they are handed over (decision 0010's lease): another process leaves them alone meanwhile.
     */
    async claimDue(limit: number, leaseMs: number): Promise<MessageRow[]> {
      const due = await claimDue(db, shopperMessages, {
        where: and(
          eq(shopperMessages.status, 'queued'),
          lte(shopperMessages.nextAttemptAt, sql`now()`),
        ),
        orderBy: [asc(shopperMessages.nextAttemptAt), asc(shopperMessages.id)],
        limit,
        leaseMs,
      });
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    },

    /** What a message says about its order when it is sent. */
    async orderFacts(orderId: number) {
      const [row] = await db
        .select({
          status: orders.status,
          number: orders.number,
          trackingToken: orders.trackingToken,
          shippingInfo: orders.shippingInfo,
          grandTotal: orders.grandTotal,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
          shopperConfirmedAt: orders.shopperConfirmedAt,
          phoneKey: orders.phoneKey,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    async markSent(
      id: number,
      sent: {
        channel: MessageChannel;
        body: string;
        providerMessageId: string | null;
        smsParts: number | null;
        error: string | null;
      },
    ): Promise<void> {
      await db
        .update(shopperMessages)
        .set({
          status: 'sent',
          channel: sent.channel,
          body: sent.body,
          providerMessageId: sent.providerMessageId,
          smsParts: sent.smsParts,
          lastError: sent.error,
          sentAt: sql`now()`,
          statusAt: sql`now()`,
        })
        .where(eq(shopperMessages.id, id));
    },

    /** Not sent for good: failed, stopped or skipped. */
    async markFinal(
      id: number,
      status: 'failed' | 'stopped' | 'skipped',
      detail: { body?: string; error?: string; channel?: MessageChannel },
    ): Promise<void> {
      await db
        .update(shopperMessages)
        .set({
          status,
          body: detail.body,
          lastError: detail.error?.slice(0, 1000) ?? null,
          channel: detail.channel,
          statusAt: sql`now()`,
        })
        .where(eq(shopperMessages.id, id));
    },

    async markRetry(id: number, error: string, retryInMs: number): Promise<void> {
      await db
        .update(shopperMessages)
        .set({ lastError: error.slice(0, 1000), nextAttemptAt: msFromNow(retryInMs) })
        .where(eq(shopperMessages.id, id));
    },

    findByProviderId(providerMessageId: string): Promise<MessageRow | undefined> {
      return db
        .select()
        .from(shopperMessages)
        .where(eq(shopperMessages.providerMessageId, providerMessageId))
        .then((rows) => rows[0]);
    },

    /**
     * WhatsApp's news of a message it carries: a later status moves it on (sent → delivered → read);
     * an earlier one arriving late, or any after a failure, changes nothing. True when it moved.
     */
    async advanceStatus(id: number, status: 'sent' | 'delivered' | 'read'): Promise<boolean> {
      const rank = STATUS_RANK[status] ?? 0;
      const lower = (Object.keys(STATUS_RANK) as MessageStatus[]).filter(
        (each) => (STATUS_RANK[each] ?? 0) < rank,
      );
      if (lower.length === 0) return false;
      const moved = await db
        .update(shopperMessages)
        .set({ status, statusAt: sql`now()` })
        .where(and(eq(shopperMessages.id, id), inArray(shopperMessages.status, lower)))
        .returning({ id: shopperMessages.id });
      return moved.length > 0;
    },

    /**
     * A WhatsApp message that could not be delivered (not on WhatsApp) goes again by SMS, once: it is
     * queued again on the SMS channel, keeping WhatsApp's reason for staff.
     */
    async requeueAsSms(id: number, error: string): Promise<boolean> {
      const moved = await db
        .update(shopperMessages)
        .set({
          status: 'queued',
          channel: 'sms',
          providerMessageId: null,
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now()`,
          statusAt: sql`now()`,
        })
        .where(and(eq(shopperMessages.id, id), eq(shopperMessages.channel, 'whatsapp')))
        .returning({ id: shopperMessages.id });
      return moved.length > 0;
    },

    forOrder(orderId: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(shopperMessages)
        .where(eq(shopperMessages.orderId, orderId))
        .orderBy(asc(shopperMessages.createdAt), asc(shopperMessages.id));
    },

    /** True the first time a webhook's key is seen; false for a delivery seen before (a replay). */
    async firstTime(key: string): Promise<boolean> {
      const written = await db
        .insert(whatsappWebhookEvents)
        .values({ key: key.slice(0, 300) })
        .onConflictDoNothing()
        .returning({ key: whatsappWebhookEvents.key });
      return written.length > 0;
    },
  };
}
