/**
 * WhatsApp Business Cloud API adapter, following Meta's published reference:
 * - "Messages" (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): POST
 *   {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and
 *   `{ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template", template:
 *   { name, language: { code }, components } }`; the answer `{ messaging_product, contacts: [{ input,
 *   wa_id }], messages: [{ id: "wamid…" }] }`.
 * - "Template messages" / "Interactive message templates": a body parameter `{ type: "text", text }`
 *   and, per quick-reply button, `{ type: "button", sub_type: "quick_reply", index: "0", parameters:
 *   [{ type: "payload", payload }] }`; the payload comes back in the button-reply webhook.
 * - "Error codes" (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes): failures are
 *   `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`. 131026 "Message
 *   undeliverable" (the number is not on WhatsApp, among others) and 131051/131047-like recipient
 *   problems are the SMS fallback's cue; 130429 and 131056 (rate limits), 131000/1/2 (unknown or
 *   service errors) and any 5xx are temporary; the rest (190 token expired, 132001 template missing,
 *   100 invalid parameter) are refusals staff must fix.
 *
 * The shop's text is the template's one body parameter ({{1}}), so the owner edits the wording in the
 * back office while Meta approves one template per message kind and language: `shop_<kind>` in `en`
 * (English and Roman Urdu) and `ur`, the confirmation request with quick-reply buttons Confirm and
 * Cancel (decision 0033 says how to register them).
 */
import type { WhatsAppSettings } from '../../../config-messaging';
import {
  ChannelError,
  fetchWithDeadline,
  type MessageChannel,
  type OutgoingMessage,
  type SentMessage,
} from '../message-channel';

/** The Graph API version the shop is written against. */
export const WHATSAPP_API_VERSION = 'v23.0';

/** The quick-reply payloads of the confirmation request's buttons, in the template's button order. */
export const CONFIRM_PAYLOAD = 'CONFIRM_ORDER';
export const CANCEL_PAYLOAD = 'CANCEL_ORDER';

export const templateNameOf = (kind: string) => `shop_${kind}`;

/** Recipient problems: the number cannot get WhatsApp messages (fall back to SMS). */
export const UNREACHABLE_CODES = new Set([131026, 131021, 131030, 131045, 131047, 131051]);
const TEMPORARY_CODES = new Set([1, 2, 4, 130429, 131000, 131016, 131048, 131056, 133004]);

/** Template parameters may not carry line breaks, tabs or more than four spaces in a row. */
export function asTemplateParameter(text: string): string {
  return text
    .split(/[\r\n\t]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' · ')
    .replace(/ {4,}/g, '   ');
}

export function templateMessage(message: OutgoingMessage) {
  const components: unknown[] = [
    { type: 'body', parameters: [{ type: 'text', text: asTemplateParameter(message.text) }] },
  ];
  if (message.kind === 'confirmation_request') {
    [CONFIRM_PAYLOAD, CANCEL_PAYLOAD].forEach((payload, index) => {
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload }],
      });
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: templateNameOf(message.kind),
      language: { code: message.languageCode },
      components,
    },
  };
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** A Cloud API error (the send's answer, or a failed status's errors[0]) as a ChannelError. */
export function whatsAppError(status: number, code: number | undefined, message: string) {
  const text = `WhatsApp${code !== undefined ? ` error ${code}` : ''}: ${message}`;
  if (code !== undefined && UNREACHABLE_CODES.has(code)) {
    return new ChannelError('unreachable', text, String(code));
  }
  if (status >= 500 || status === 429 || (code !== undefined && TEMPORARY_CODES.has(code))) {
    return new ChannelError('temporary', text, code === undefined ? undefined : String(code));
  }
  return new ChannelError('refused', text, code === undefined ? undefined : String(code));
}

export function createWhatsAppChannel(settings: WhatsAppSettings): MessageChannel {
  const url = `${settings.apiUrl}/${WHATSAPP_API_VERSION}/${settings.phoneId}/messages`;
  return {
    name: 'whatsapp',
    async send(message): Promise<SentMessage> {
      const answer = await fetchWithDeadline('WhatsApp', url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(templateMessage(message)),
      });
      let json: unknown;
      try {
        json = JSON.parse(answer.text);
      } catch {
        throw whatsAppError(
          answer.status,
          undefined,
          `an answer that is not JSON (HTTP ${answer.status})`,
        );
      }
      if (answer.status >= 200 && answer.status < 300) {
        const id = (json as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
        if (typeof id !== 'string' || id === '') {
          throw new ChannelError('temporary', 'WhatsApp accepted the message but gave no id');
        }
        return { providerMessageId: id };
      }
      const error = (json as GraphError).error;
      const details = error?.error_data?.details;
      throw whatsAppError(
        answer.status,
        error?.code,
        [error?.message ?? `HTTP ${answer.status}`, details].filter(Boolean).join(': '),
      );
    },
  };
}
