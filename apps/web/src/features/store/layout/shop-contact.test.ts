import { describe, expect, it } from 'vitest';
import { socialLinks } from './shop-contact';

describe('the social links', () => {
  it('open WhatsApp on the number the owner keeps, however it was written', () => {
    const links = socialLinks('0321-7654321');
    expect(links.map((link) => link.label)).toEqual([
      'WhatsApp',
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    expect(links[0]?.href).toBe('https://wa.me/923217654321');
  });

  it('leave WhatsApp out when the shop keeps no mobile number, rather than link a dead one', () => {
    for (const number of [undefined, '', '042 35761234']) {
      expect(socialLinks(number).map((link) => link.label)).toEqual([
        'Facebook',
        'Instagram',
        'LinkedIn',
      ]);
    }
  });
});
