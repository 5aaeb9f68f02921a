/**
 * A local sendpk.com "Simple HTTP API" (the adapter's header names the page): POST /api/sms.php with
 * `username` and `password` in the query and the form fields `sender`, `mobile`, `message` and
 * `type=unicode` for Unicode text. Every answer is HTTP 200 plain text: `OK ID:<n>` when accepted, the
 * page's codes otherwise (1 wrong credentials, 4 no sender, 5 no number, 6 no message). A message
 * that is not GSM-7 sent without `type=unicode` would reach the phone garbled: it is recorded so.
 */
import { isGsm7 } from '@shop/domain/sms-parts';
import { startLocalServer } from './local-http';

export const SMS_TEST_USER = '923001110000';
export const SMS_TEST_PASSWORD = 'test-sms-password';
export const SMS_TEST_SENDER = 'ZewarBags';

export interface SmsSend {
  id: string;
  sender: string;
  mobile: string;
  message: string;
  unicode: boolean;
  /** A Unicode text sent without the flag: the phone would show question marks. */
  garbled: boolean;
}

export async function startSmsGateway(port = 0) {
  const sends: SmsSend[] = [];
  /** The next answers to give instead of accepting (a code such as '1', or any text). */
  const answerNext: string[] = [];
  let serial = 0;
  const server = await startLocalServer((request) => {
    const text = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
    if (request.method !== 'POST' || request.url.pathname !== '/api/sms.php') {
      return { status: 404, contentType: 'text/html', body: 'Not Found' };
    }
    const forced = answerNext.shift();
    if (forced !== undefined) return text(forced);
    const query = request.url.searchParams;
    if (!query.get('username')) return text('2');
    if (!query.get('password')) return text('3');
    if (query.get('username') !== SMS_TEST_USER || query.get('password') !== SMS_TEST_PASSWORD) {
      return text('1');
    }
    const form = new URLSearchParams(request.body);
    const sender = form.get('sender') ?? '';
    const mobile = form.get('mobile') ?? '';
    const message = form.get('message') ?? '';
    if (!sender) return text('4');
    if (!/^92\d{10}$/.test(mobile)) return text('5');
    if (!message) return text('6');
    const unicode = form.get('type') === 'unicode';
    serial += 1;
    const id = String(90_000 + serial);
    sends.push({ id, sender, mobile, message, unicode, garbled: !unicode && !isGsm7(message) });
    return text(`OK ID:${id}`);
  }, port);
  return {
    apiUrl: `${server.origin}/api/sms.php`,
    sends,
    answerNext,
    close: server.close,
  };
}

export type SmsTestGateway = Awaited<ReturnType<typeof startSmsGateway>>;
