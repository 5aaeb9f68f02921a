/**
 * What the messages job knows of a service that carries text to a phone: WhatsApp's Cloud API or an
 * SMS gateway, each an adapter of its own (whatsapp/, sms/). A send either hands the message over
 * (the service's id for it) or fails with a ChannelError saying whether trying again can help and
 * whether the number cannot take this channel at all (not on WhatsApp: the SMS fallback).
 */
import type { MessageKind } from '@shop/domain/shopper-messages';

export interface OutgoingMessage {
  /** The international number without its plus: 923001234567. */
  to: string;
  kind: MessageKind;
  /** The filled template. */
  text: string;
  /** WhatsApp's template language code (en, ur). */
  languageCode: string;
}

export interface SentMessage {
  /** The service's id for the message; an SMS gateway may name none. */
  providerMessageId: string | null;
  /** Parts billed, for SMS. */
  smsParts?: number;
}

export type ChannelErrorKind =
  /** Worth trying again later: no answer, a 5xx, a rate limit, the service's own temporary fault. */
  | 'temporary'
  /** This number cannot be reached on this channel (not on WhatsApp): try the other one. */
  | 'unreachable'
  /** Refused for good (bad credentials, a template not approved, an invalid number). */
  | 'refused';

export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    readonly kind: ChannelErrorKind,
    message: string,
    /** The service's own code (WhatsApp's error code, the gateway's answer). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface MessageChannel {
  readonly name: 'whatsapp' | 'sms';
  send(message: OutgoingMessage): Promise<SentMessage>;
}

/** The longest wait for a service's answer; the job tries again later. */
export const CHANNEL_TIMEOUT_MS = 15_000;

/** fetch with a deadline; no connection or no answer in time is a temporary ChannelError. */
export async function fetchWithDeadline(
  service: string,
  url: string,
  init: RequestInit,
  timeoutMs = CHANNEL_TIMEOUT_MS,
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChannelError('temporary', `${service} did not answer: ${reason}`);
  }
}
