import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadWithSecret } from './test/config';

describe.runIf(process.env.TEST_DB !== 'postgres')('the messaging settings (issue #30)', () => {
  it('turns WhatsApp and its webhook on with their credentials, at Meta’s address', () => {
    const config = loadWithSecret({
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
      SMS_USER: '923001110000',
      SMS_PASSWORD: 'password',
      SMS_SENDER: 'ZewarBags',
      MESSAGE_CONFIRM_DELAY_MINUTES: '0',
      CART_REMINDER_FIRST_MINUTES: '30',
      CART_REMINDER_SECOND_MINUTES: '600',
      CART_LINK_DAYS: '3',
    });
    expect(config.messaging).toEqual({
      whatsapp: {
        token: 'token',
        phoneId: '106540352242922',
        apiUrl: 'https://graph.facebook.com',
        webhook: { appSecret: 'app-secret', verifyToken: 'verify-token-0123456789' },
      },
      sms: {
        apiUrl: 'https://sendpk.com/api/sms.php',
        user: '923001110000',
        password: 'password',
        sender: 'ZewarBags',
      },
      confirmDelayMs: 0,
      cartReminderDelaysMs: { cart_reminder_1: 1_800_000, cart_reminder_2: 36_000_000 },
      cartLinkMs: 3 * 86_400_000,
    });
  });

  it('refuses a half-filled set with one clear line', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ WHATSAPP_TOKEN: 'token' }, 'WHATSAPP_TOKEN and WHATSAPP_PHONE_ID must be set together'],
      [
        { WHATSAPP_APP_SECRET: 'secret' },
        'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together',
      ],
      [
        { WHATSAPP_APP_SECRET: 'secret', WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789' },
        'WHATSAPP_TOKEN must be set when WHATSAPP_APP_SECRET is set',
      ],
      [
        { CART_REMINDER_FIRST_MINUTES: '120', CART_REMINDER_SECOND_MINUTES: '60' },
        'CART_REMINDER_SECOND_MINUTES must not be less than CART_REMINDER_FIRST_MINUTES',
      ],
      [{ SMS_USER: 'user' }, 'SMS_USER, SMS_PASSWORD and SMS_SENDER must be set together'],
      [{ SMS_SENDER: 'A much too long mask' }, 'SMS_SENDER must be at most 11 characters'],
      [{ WHATSAPP_PHONE_ID: '+92 300' }, 'WHATSAPP_PHONE_ID must be the phone number ID (digits)'],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadWithSecret(env), message).toThrow(ConfigError);
      expect(() => loadWithSecret(env), message).toThrow(message);
    }
  });
});
