/**
 * SMS gateway adapter for sendpk.com's "Simple HTTP API" (the page sms.pksol.com/1/api.php, "Parameter
 * For PHP API" and "Return Response and their Meanings"), the shape most Pakistani branded-SMS
 * resellers share: POST {SMS_API_URL}?username=…&password=… with the form fields `sender` (the PTA
 * registered mask), `mobile` (92XXXXXXXXXX), `message` and `type=unicode` for Unicode text (Urdu).
 * The answer is plain text inside HTTP 200 whatever happened: `OK` (with the message's id after it)
 * when accepted, otherwise a code: 1 invalid username or password, 2 no username, 3 no password,
 * 4 no sender, -4 sender mask not registered with the PTA, 5 no receiver number, 6 no message. Those
 * are refusals staff must fix; an answer the page does not list, a 5xx or no answer is tried again.
 */
import { smsParts } from '@shop/domain/sms-parts';
import type { SmsSettings } from '../../../config-messaging';
import {
  ChannelError,
  fetchWithDeadline,
  type MessageChannel,
  type SentMessage,
} from '../message-channel';

export const SENDPK_REFUSALS: Record<string, string> = {
  '1': 'invalid username or password',
  '2': 'no username given',
  '3': 'no password given',
  '4': 'no sender mask given',
  '-4': 'the sender mask is not registered with the PTA',
  '5': 'no receiver number given',
  '6': 'no message given',
};

/** The message's id in an `OK` answer (`OK ID:12345`, `OK 12345`), or null when it names none. */
export function sendpkMessageId(answer: string): string | null {
  return /^OK\b[\s:]*(?:ID\s*[:=]?\s*)?([\w-]+)?/i.exec(answer.trim())?.[1] ?? null;
}

export function createSendpkChannel(settings: SmsSettings): MessageChannel {
  const url = new URL(settings.apiUrl);
  url.searchParams.set('username', settings.user);
  url.searchParams.set('password', settings.password);
  return {
    name: 'sms',
    async send(message): Promise<SentMessage> {
      const parts = smsParts(message.text);
      const form = new URLSearchParams({
        sender: settings.sender,
        mobile: message.to,
        message: message.text,
      });
      if (parts.encoding === 'ucs2') form.set('type', 'unicode');
      const answer = await fetchWithDeadline('The SMS gateway', url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: form.toString(),
      });
      const text = answer.text.trim();
      if (answer.status >= 500 || answer.status === 429) {
        throw new ChannelError('temporary', `The SMS gateway answered HTTP ${answer.status}`);
      }
      if (answer.status !== 200) {
        throw new ChannelError('refused', `The SMS gateway answered HTTP ${answer.status}`);
      }
      if (/^OK\b/i.test(text)) {
        return { providerMessageId: sendpkMessageId(text), smsParts: parts.parts };
      }
      const refusal = SENDPK_REFUSALS[text];
      if (refusal) {
        throw new ChannelError('refused', `The SMS gateway refused the message: ${refusal}`, text);
      }
      throw new ChannelError(
        'temporary',
        `The SMS gateway answered ${JSON.stringify(text.slice(0, 200))}`,
        text.slice(0, 50),
      );
    },
  };
}
