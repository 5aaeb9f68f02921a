/**
 * A shop of a journey's own whose WhatsApp is the local Cloud API test server
 * (apps/api/src/test/messaging/whatsapp-server.ts), for the messages journeys (issue #30).
 */
import {
  startWhatsAppServer,
  WHATSAPP_TEST_APP_SECRET,
  WHATSAPP_TEST_PHONE_ID,
  WHATSAPP_TEST_TOKEN,
  WHATSAPP_TEST_VERIFY_TOKEN,
  type WhatsAppTestServer,
} from '../../apps/api/src/test/messaging/whatsapp-server';
import { test as shopTest } from '../fixtures';
import { startShopServer } from './own-server';

/** The journeys' test with that shop; `env` adds the journey's own settings (delays set to 0). */
export function shopWithWhatsApp(env: Record<string, string>) {
  return shopTest.extend<object, { whatsapp: WhatsAppTestServer; ownServer: { baseURL: string } }>({
    whatsapp: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
      async ({}, use) => {
        const server = await startWhatsAppServer();
        try {
          await use(server);
        } finally {
          await server.close();
        }
      },
      { scope: 'worker' },
    ],
    ownServer: [
      async ({ whatsapp }, use) => {
        const server = await startShopServer({
          WHATSAPP_TOKEN: WHATSAPP_TEST_TOKEN,
          WHATSAPP_PHONE_ID: WHATSAPP_TEST_PHONE_ID,
          WHATSAPP_APP_SECRET: WHATSAPP_TEST_APP_SECRET,
          WHATSAPP_VERIFY_TOKEN: WHATSAPP_TEST_VERIFY_TOKEN,
          WHATSAPP_API_URL: whatsapp.apiUrl,
          ...env,
        });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => {
      await use(ownServer.baseURL);
    },
  });
}

/** The confirmation request goes at once, so a journey sees it. */
export const testWithWhatsApp = shopWithWhatsApp({ MESSAGE_CONFIRM_DELAY_MINUTES: '0' });
