import { describe, expect, it } from 'vitest';
import { replyGreeting, whatsAppReplyLink } from './contact-reply';

describe('reply on WhatsApp', () => {
  it('links to the number as 92XXXXXXXXXX however it was typed, with a greeting', () => {
    for (const phone of ['03001234567', '0300-1234567', '+92 300 1234567', '0092 300 1234567']) {
      expect(whatsAppReplyLink({ name: 'Ayesha Khan', phone })).toBe(
        `https://wa.me/923001234567?text=${encodeURIComponent(replyGreeting('Ayesha'))}`,
      );
    }
    expect(replyGreeting('  Ayesha Khan ')).toBe(
      'Hello Ayesha, thank you for your message to Zewar & Bags. ',
    );
  });

  it('offers no link for a number that is not a Pakistani mobile', () => {
    // A landline has no WhatsApp: whatsapp.ts's rule, the same as the shop's own links.
    expect(whatsAppReplyLink({ name: 'Sam', phone: '042 35761234' })).toBeNull();
    expect(whatsAppReplyLink({ name: 'Sam', phone: '+44 20 7946 0958' })).toBeNull();
    expect(whatsAppReplyLink({ name: 'Sam', phone: 'call me' })).toBeNull();
  });
});
