/**
 * The messages' sender: takes the messages that are due, one at a time, and hands each to WhatsApp
 * or, when WhatsApp is not set up or cannot reach the number, to the SMS gateway. Like the mails'
 * outbox (decision 0010): claimed with a lease, sent outside any transaction, marked afterwards; a
 * temporary failure waits 30 s, 1, 2, 4 … minutes (at most an hour) and gives up after a day of tries.
 * A phone that replied STOP gets nothing (stopped), and a confirmation request whose order no longer
 * waits for the shopper's answer is not sent (skipped).
 */
import { smsParts } from '@shop/domain/sms-parts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ChannelError, type MessageChannel } from './message-channel';
import { messageText, placeholderValues, WHATSAPP_LANGUAGE_CODES } from './message-text';
import { createMessagesRepository, type MessageRow } from './messages.repository';

const BATCH = 20;
/** Longer than a send with its deadline: a message is not claimed twice while it is being sent. */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** 30 s doubling to an hour: about a day of tries. */
export const MAX_ATTEMPTS = 30;

function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface MessageChannels {
  whatsapp: MessageChannel | undefined;
  sms: MessageChannel | undefined;
}

export async function sendDueMessages(deps: {
  db: Database;
  channels: MessageChannels;
  /** The shop's address for the links in messages. */
  origin: string;
  log: FastifyBaseLogger;
  retryDelay?: (attempts: number) => number;
}): Promise<number> {
  const repository = createMessagesRepository(deps.db);
  const retryDelay = deps.retryDelay ?? retryDelayMs;
  let sent = 0;

  async function sendOne(message: MessageRow): Promise<boolean> {
    const order = await repository.orderFacts(message.orderId);
    if (!order) return false;
    if (order.phoneKey && (await repository.isOptedOut(order.phoneKey))) {
      await repository.markFinal(message.id, 'stopped', {});
      return false;
    }
    if (
      message.kind === 'confirmation_request' &&
      (order.status !== 'pending' || order.shopperConfirmedAt !== null)
    ) {
      await repository.markFinal(message.id, 'skipped', {});
      return false;
    }
    const text = messageText(
      await repository.template(message.kind, message.language),
      message.kind,
      message.language,
      placeholderValues(order, deps.origin),
    );
    const outgoing = {
      to: message.phone,
      kind: message.kind,
      text,
      languageCode: WHATSAPP_LANGUAGE_CODES[message.language],
    };
    const { whatsapp, sms } = deps.channels;
    let whatsappError: string | null = message.lastError;

    if (message.channel !== 'sms' && whatsapp) {
      try {
        const done = await whatsapp.send(outgoing);
        await repository.markSent(message.id, {
          channel: 'whatsapp',
          body: text,
          providerMessageId: done.providerMessageId,
          smsParts: null,
          error: null,
        });
        return true;
      } catch (error) {
        if (!(error instanceof ChannelError) || error.kind === 'temporary') throw error;
        // Not on WhatsApp, or refused: the SMS gateway carries it when there is one.
        whatsappError = error.message;
        if (!sms) {
          await repository.markFinal(message.id, 'failed', {
            body: text,
            error: error.message,
            channel: 'whatsapp',
          });
          return false;
        }
      }
    }
    if (!sms) {
      await repository.markFinal(message.id, 'failed', {
        body: text,
        error: 'Neither WhatsApp nor an SMS gateway is set up',
      });
      return false;
    }
    try {
      const done = await sms.send(outgoing);
      await repository.markSent(message.id, {
        channel: 'sms',
        body: text,
        providerMessageId: done.providerMessageId,
        smsParts: done.smsParts ?? smsParts(text).parts,
        error: whatsappError,
      });
      return true;
    } catch (error) {
      if (error instanceof ChannelError && error.kind !== 'temporary') {
        await repository.markFinal(message.id, 'failed', {
          body: text,
          error: [whatsappError, error.message].filter(Boolean).join(' · '),
          channel: 'sms',
        });
        return false;
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
