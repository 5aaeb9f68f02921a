/**
 * Checkouts left unfinished (issue #30): a shopper who typed her phone and ticked "Send me a
 * reminder" has her cart saved as a checkout draft under a random token. Without an order from that
 * phone, the messages outbox reminds her twice at most (CART_REMINDER_FIRST_MINUTES and
 * CART_REMINDER_SECOND_MINUTES after her last save), each with a link that puts the cart back
 * (CART_LINK_DAYS). The job skips a reminder after an order from the phone, for a blocked phone, and
 * stops it after a STOP (messages.job.ts).
 */
import { randomBytes } from 'node:crypto';
import { phoneKey } from '@shop/domain/phone';
import type { CheckoutDraftBody, RestoredCart } from '@shop/domain/schemas/checkout-draft.schema';
import { CART_REMINDER_KINDS, DEFAULT_MESSAGE_LANGUAGE } from '@shop/domain/shopper-messages';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MessagingSettings } from '../../config-messaging';
import type { Database } from '../../db/client';
import { msFromNow } from '../../db/ms-from-now';
import { blockedPhones } from '../../db/schema/blocked-phones';
import { orders } from '../../db/schema/orders';
import { checkoutDrafts, shopperMessages } from '../../db/schema/shopper-messages';
import { AppError } from '../../plugins/errors';

export const CART_LINK_UNKNOWN = 'This cart link is unknown or has expired';

/** The storefront page a reminder links to: it loads the lines into the cart and opens the checkout. */
export function cartLinkUrl(origin: string, token: string): string {
  return `${origin}/cart/${encodeURIComponent(token)}`;
}

export function createCheckoutDrafts(
  db: Database,
  settings: MessagingSettings,
  written: () => void,
) {
  const remindersOn = settings.whatsapp !== undefined || settings.sms !== undefined;

  return {
    /**
     * Saves the phone's open draft (or changes it: one per phone) and, with WhatsApp or SMS set up,
     * writes its two reminders or moves the ones not sent yet to the delays after this save.
     */
    async save(body: CheckoutDraftBody): Promise<{ reminders: { kind: string; dueAt: string }[] }> {
      const key = phoneKey(body.phone);
      if (!key) throw AppError.invalidField('phone', 'Phone number is not valid');
      const language = body.messageLanguage ?? DEFAULT_MESSAGE_LANGUAGE;
      const lines = body.lines.map(({ id, selectedColor, variantId, quantity }) => ({
        id,
        selectedColor,
        ...(variantId === undefined ? {} : { variantId }),
        quantity,
      }));
      const reminders = await db.transaction(async (tx) => {
        const [draft] = await tx
          .insert(checkoutDrafts)
          .values({
            token: randomBytes(32).toString('base64url'),
            phoneKey: key,
            name: body.name ?? null,
            language,
            lines,
          })
          .onConflictDoUpdate({
            target: checkoutDrafts.phoneKey,
            targetWhere: sql`${checkoutDrafts.closedAt} IS NULL`,
            set: { name: body.name ?? null, language, lines, updatedAt: sql`now()` },
          })
          .returning({ id: checkoutDrafts.id });
        if (!draft || !remindersOn) return [];
        for (const kind of CART_REMINDER_KINDS) {
          await tx
            .insert(shopperMessages)
            .values({
              draftId: draft.id,
              kind,
              phone: key.slice(1),
              language,
              channel: settings.whatsapp ? null : 'sms',
              nextAttemptAt: msFromNow(settings.cartReminderDelaysMs[kind]),
            })
            .onConflictDoUpdate({
              target: [shopperMessages.draftId, shopperMessages.kind],
              set: { language, nextAttemptAt: msFromNow(settings.cartReminderDelaysMs[kind]) },
              setWhere: sql`${shopperMessages.status} = 'queued'`,
            });
        }
        return tx
          .select({ kind: shopperMessages.kind, dueAt: shopperMessages.nextAttemptAt })
          .from(shopperMessages)
          .where(and(eq(shopperMessages.draftId, draft.id), eq(shopperMessages.status, 'queued')))
          .orderBy(asc(shopperMessages.nextAttemptAt));
      });
      if (reminders.length > 0) written();
      return {
        reminders: reminders.map((each) => ({
          kind: each.kind,
          dueAt: each.dueAt.toISOString(),
        })),
      };
    },

    /** The lines of the draft a link names, while the link works; else a 404 the page explains. */
    async restore(token: string): Promise<RestoredCart> {
      const [draft] = await db
        .select({ lines: checkoutDrafts.lines })
        .from(checkoutDrafts)
        .where(
          and(
            eq(checkoutDrafts.token, token),
            gte(
              checkoutDrafts.createdAt,
              sql`now() - make_interval(secs => ${settings.cartLinkMs / 1000})`,
            ),
          ),
        );
      if (!draft) throw new AppError('not_found', CART_LINK_UNKNOWN);
      return { lines: draft.lines };
    },
  };
}

/** What a reminder needs when its time comes: the draft, and whether it is still wanted. */
export async function draftFacts(db: Database, draftId: number) {
  const [draft] = await db.select().from(checkoutDrafts).where(eq(checkoutDrafts.id, draftId));
  if (!draft) return undefined;
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.phoneKey, draft.phoneKey), gte(orders.createdAt, draft.updatedAt)))
    .limit(1);
  const [blocked] = await db
    .select({ phoneKey: blockedPhones.phoneKey })
    .from(blockedPhones)
    .where(eq(blockedPhones.phoneKey, draft.phoneKey));
  return { draft, ordered: ordered !== undefined, blocked: blocked !== undefined };
}

/** Closes a draft (an order came, or its reminders are done); a later save starts a new one. */
export async function closeDraft(db: Database, draftId: number, reason: 'ordered' | 'reminded') {
  await db
    .update(checkoutDrafts)
    .set({ closedAt: sql`now()`, closedReason: reason })
    .where(and(eq(checkoutDrafts.id, draftId), sql`${checkoutDrafts.closedAt} IS NULL`));
}

/** Marks the draft's reminders not sent yet as skipped (an order came). */
export async function skipDraftReminders(db: Database, draftId: number) {
  await db
    .update(shopperMessages)
    .set({ status: 'skipped', statusAt: sql`now()` })
    .where(and(eq(shopperMessages.draftId, draftId), inArray(shopperMessages.status, ['queued'])));
}
