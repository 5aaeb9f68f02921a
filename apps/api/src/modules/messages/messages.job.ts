/**
 * The messages' sender: takes the messages that are due, one at a time, and hands each to WhatsApp
 * or, when WhatsApp is not set up or cannot reach the number, to the SMS gateway. Like the mails'
 * outbox (decision 0010): claimed with a lease, sent outside any transaction, marked afterwards; a
 * temporary failure waits 30 s, 1, 2, 4 … minutes (at most an hour) and gives up after a day of tries.
 * A phone that replied STOP gets nothing (stopped), and a confirmation request whose order no longer
 * waits for the shopper's answer is not sent (skipped); nor is a left checkout's reminder after an
 * order from the phone or to a blocked phone (checkout-drafts.ts).
 */
import { smsParts } from '@shop/domain/sms-parts';
import { doublingDelay, type SendingJobDeps } from '../../plugins/jobs';
import { ChannelError, type MessageChannel } from './message-channel';
import { BRAND_NAME } from '@shop/domain/site';
import { cartLinkUrl, closeDraft, draftFacts, skipDraftReminders } from './checkout-drafts';
import {
  messageText,
  placeholderValues,
  quotedName,
  WHATSAPP_LANGUAGE_CODES,
} from './message-text';
import { createMessagesRepository, type MessageRow } from './messages.repository';

const BATCH = 20;
/** Longer than a send with its deadline: a message is not claimed twice while it is being sent. */
const LEASE_MS = 2 * 60_000;
const retryDelayMs = doublingDelay(30_000, 60 * 60_000);
/** 30 s doubling to an hour: about a day of tries. */
export const MAX_ATTEMPTS = 30;

export interface MessageChannels {
  whatsapp: MessageChannel | undefined;
  sms: MessageChannel | undefined;
}

export async function sendDueMessages(
  deps: SendingJobDeps & {
    channels: MessageChannels;
    /** The shop's address for the links in messages. */
    origin: string;
  },
): Promise<number> {
  const repository = createMessagesRepository(deps.db);
  const retryDelay = deps.retryDelay ?? retryDelayMs;
  let sent = 0;

  /** The order's message's text, or null when it is not to be sent (marked stopped or skipped). */
  async function orderMessageText(message: MessageRow, orderId: number): Promise<string | null> {
    const order = await repository.orderFacts(orderId);
    if (!order) return null;
    if (order.phoneKey && (await repository.isOptedOut(order.phoneKey))) {
      await repository.markFinal(message.id, 'stopped', {});
      return null;
    }
    if (
      message.kind === 'confirmation_request' &&
      (order.status !== 'pending' || order.shopperConfirmedAt !== null)
    ) {
      await repository.markFinal(message.id, 'skipped', {});
      return null;
    }
    return messageText(
      await repository.template(message.kind, message.language),
      message.kind,
      message.language,
      placeholderValues(order, deps.origin),
    );
  }

  /**
   * A left checkout's reminder: not after an order from the phone since the draft's last save (the
   * draft closes, its other reminder is skipped too), not to a blocked phone, not after a STOP.
   */
  async function reminderText(message: MessageRow, draftId: number): Promise<string | null> {
    const facts = await draftFacts(deps.db, draftId);
    if (!facts) return null;
    const { draft } = facts;
    if (await repository.isOptedOut(draft.phoneKey)) {
      await repository.markFinal(message.id, 'stopped', {});
      return null;
    }
    if (facts.ordered || draft.closedReason === 'ordered') {
      await closeDraft(deps.db, draft.id, 'ordered');
      await skipDraftReminders(deps.db, draft.id);
      await repository.markFinal(message.id, 'skipped', {});
      return null;
    }
    if (facts.blocked) {
      await repository.markFinal(message.id, 'skipped', { error: 'The phone is blocked' });
      return null;
    }
    // The last reminder: a later save from the phone starts a new draft.
    if (message.kind === 'cart_reminder_2') await closeDraft(deps.db, draft.id, 'reminded');
    return (
      messageText(
        await repository.template(message.kind, message.language),
        message.kind,
        message.language,
        {
          name: draft.name ? quotedName(draft.name) : '',
          cartLink: cartLinkUrl(deps.origin, draft.token),
          shopName: BRAND_NAME,
        },
      )
        // Without a name, "Assalam o Alaikum {name}, you…" reads "Assalam o Alaikum, you…".
        .replace(/\s+([,،])/g, '$1')
        .replace(/^[\s,،]+/, '')
    );
  }

  async function sendOne(message: MessageRow): Promise<boolean> {
    const text =
      message.orderId !== null
        ? await orderMessageText(message, message.orderId)
        : message.draftId !== null
          ? await reminderText(message, message.draftId)
          : null;
    if (text === null) return false;
    const outgoing = {
      to: message.phone,
      kind: message.kind,
      text,
      languageCode: WHATSAPP_LANGUAGE_CODES[message.language],
    };
    const { whatsapp, sms } = deps.channels;
    let whatsappError: string | null = message.lastError;

    /** Hands the message to a channel and marks it sent, with what went wrong before (for staff). */
    const sendBy = async (
      name: 'whatsapp' | 'sms',
      channel: MessageChannel,
      error: string | null,
    ): Promise<true> => {
      const done = await channel.send(outgoing);
      await repository.markSent(message.id, {
        channel: name,
        body: text,
        providerMessageId: done.providerMessageId,
        // Parts are SMS's; counted here when the gateway does not say.
        smsParts: name === 'sms' ? (done.smsParts ?? smsParts(text).parts) : null,
        error,
      });
      return true;
    };

    /** Gives the message up: not sent, its text kept and why. */
    const giveUp = async (error: string, channel?: 'whatsapp' | 'sms'): Promise<false> => {
      await repository.markFinal(message.id, 'failed', { body: text, error, channel });
      return false;
    };

    if (message.channel !== 'sms' && whatsapp) {
      try {
        return await sendBy('whatsapp', whatsapp, null);
      } catch (error) {
        if (!(error instanceof ChannelError) || error.kind === 'temporary') throw error;
        // Not on WhatsApp, or refused: the SMS gateway carries it when there is one.
        whatsappError = error.message;
        if (!sms) return giveUp(error.message, 'whatsapp');
      }
    }
    if (!sms) return giveUp('Neither WhatsApp nor an SMS gateway is set up');
    try {
      return await sendBy('sms', sms, whatsappError);
    } catch (error) {
      if (error instanceof ChannelError && error.kind !== 'temporary') {
        return giveUp([whatsappError, error.message].filter(Boolean).join(' · '), 'sms');
      }
      throw error;
    }
  }

  for (;;) {
    const due = await repository.claimDue(BATCH, LEASE_MS);
    let failed = false;
    for (const message of due) {
      try {
        if (await sendOne(message)) sent += 1;
      } catch (error) {
        failed = true;
        const reason = error instanceof Error ? error.message : String(error);
        deps.log.warn(
          { message: message.id, attempts: message.attempts, err: reason },
          'message not sent',
        );
        if (message.attempts >= MAX_ATTEMPTS) {
          await repository.markFinal(message.id, 'failed', { error: reason });
        } else {
          await repository.markRetry(message.id, reason, retryDelay(message.attempts));
        }
      }
    }
    if (failed || due.length < BATCH) return sent;
  }
}
