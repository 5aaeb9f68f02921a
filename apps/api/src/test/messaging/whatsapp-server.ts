/**
 * A local WhatsApp Business Cloud API, as Meta's reference describes it (the adapter's header names
 * the pages): POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` takes a
 * template message and answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`;
 * a wrong token is a 401 with Graph error 190, a body that is not a template message a 400 with error
 * 100. Numbers put in `notOnWhatsApp` are accepted and then fail as Meta does: by a `failed` status
 * with error 131026 (`failedStatus`); with `refuseUnreachableAtOnce` the send itself answers 131026.
 * It records every send, and makes the webhook notifications Meta sends (statuses, a quick-reply
 * button pressed, a text), signed with X-Hub-Signature-256 under the test app secret.
 */
import { createHmac } from 'node:crypto';
import { startLocalServer } from './local-http';

export const WHATSAPP_TEST_TOKEN = 'test-whatsapp-token';
export const WHATSAPP_TEST_PHONE_ID = '106540352242922';
export const WHATSAPP_TEST_APP_SECRET = 'test-whatsapp-app-secret';
export const WHATSAPP_TEST_VERIFY_TOKEN = 'test-verify-token-0123456789';

/** The settings that send through a local Cloud API: its token, phone number id and address. */
export function whatsAppSendingEnv(server: { apiUrl: string }) {
  return {
    WHATSAPP_TOKEN: WHATSAPP_TEST_TOKEN,
    WHATSAPP_PHONE_ID: WHATSAPP_TEST_PHONE_ID,
    WHATSAPP_API_URL: server.apiUrl,
  };
}

/** The webhook's settings: the app secret that signs Meta's deliveries and the verify token. */
export const WHATSAPP_TEST_WEBHOOK_ENV = {
  WHATSAPP_APP_SECRET: WHATSAPP_TEST_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: WHATSAPP_TEST_VERIFY_TOKEN,
};

export interface WhatsAppSend {
  id: string;
  to: string;
  template: string;
  language: string;
  text: string;
  buttons: string[];
}

function graphError(status: number, code: number, message: string) {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({
      error: {
        message,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: 'AbCdEf',
      },
    }),
  };
}

export async function startWhatsAppServer(port = 0) {
  const sends: WhatsAppSend[] = [];
  const notOnWhatsApp = new Set<string>();
  const options = { refuseUnreachableAtOnce: false };
  let serial = 0;

  const server = await startLocalServer((request) => {
    const path = `/v23.0/${WHATSAPP_TEST_PHONE_ID}/messages`;
    if (request.method !== 'POST' || request.url.pathname !== path) {
      return graphError(404, 803, 'Unknown path components');
    }
    if (request.headers.authorization !== `Bearer ${WHATSAPP_TEST_TOKEN}`) {
      return graphError(401, 190, 'Invalid OAuth access token.');
    }
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: {
          type: string;
          parameters?: { type: string; text?: string; payload?: string }[];
        }[];
      };
    };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return graphError(400, 100, 'Invalid JSON');
    }
    const to = body.to ?? '';
    const template = body.template;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{8,15}$/.test(to) ||
      !template?.name ||
      !template.language?.code
    ) {
      return graphError(400, 100, '(#100) Invalid parameter');
    }
    const text =
      template.components?.find((part) => part.type === 'body')?.parameters?.[0]?.text ?? '';
    if (/[\n\t]| {5,}/.test(text)) {
      return graphError(
        400,
        132018,
        'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      );
    }
    if (options.refuseUnreachableAtOnce && notOnWhatsApp.has(to)) {
      return graphError(400, 131026, 'Message undeliverable');
    }
    serial += 1;
    const id = `wamid.TEST${String(serial).padStart(6, '0')}`;
    sends.push({
      id,
      to,
      template: template.name,
      language: template.language.code,
      text,
      buttons: (template.components ?? [])
        .filter((part) => part.type === 'button')
        .map((part) => part.parameters?.[0]?.payload ?? ''),
    });
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id }],
      }),
    };
  }, port);

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: WHATSAPP_TEST_PHONE_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const now = () => String(Math.floor(Date.now() / 1000));
  let inbound = 0;
  const inboundId = () => {
    inbound += 1;
    return `wamid.IN${String(inbound).padStart(6, '0')}`;
  };

  return {
    apiUrl: server.origin,
    sends,
    notOnWhatsApp,
    options,
    close: server.close,
    statusNotification(send: WhatsAppSend, status: 'sent' | 'delivered' | 'read') {
      return envelope({
        statuses: [{ id: send.id, status, timestamp: now(), recipient_id: send.to }],
      });
    },
    /** What Meta sends when a message to a number not on WhatsApp could not be delivered. */
    failedStatus(send: WhatsAppSend) {
      return envelope({
        statuses: [
          {
            id: send.id,
            status: 'failed',
            timestamp: now(),
            recipient_id: send.to,
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'Message Undeliverable.' },
              },
            ],
          },
        ],
      });
    },
    /** The shopper pressed one of the template's quick-reply buttons. */
    buttonReply(send: WhatsAppSend, payload: string, from = send.to) {
      return envelope({
        contacts: [{ profile: { name: 'Ayesha' }, wa_id: from }],
        messages: [
          {
            context: { from: '15550783881', id: send.id },
            from,
            id: inboundId(),
            timestamp: now(),
            type: 'button',
            button: { payload, text: payload === 'CONFIRM_ORDER' ? 'Confirm' : 'Cancel' },
          },
        ],
      });
    },
    textMessage(from: string, body: string) {
      return envelope({
        contacts: [{ profile: { name: 'Ayesha' }, wa_id: from }],
        messages: [{ from, id: inboundId(), timestamp: now(), type: 'text', text: { body } }],
      });
    },
    /** The body as Meta would send it, and its signature under `secret`. */
    signed(notification: unknown, secret = WHATSAPP_TEST_APP_SECRET) {
      const body = JSON.stringify(notification);
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      };
    },
  };
}

export type WhatsAppTestServer = Awaited<ReturnType<typeof startWhatsAppServer>>;
