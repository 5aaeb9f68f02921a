import { whatsAppLink } from '@shop/domain/whatsapp';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  type LightIcon,
  WhatsAppIcon,
} from '../../../components/light-icons';

/** How shoppers reach the shop: shown in the footer and, for the social links, in the header. */
export const SHOP_EMAIL = 'hello@zewarandbags.pk';
export const SHOP_PHONE_DISPLAY = '0300 1234567';
export const SHOP_PHONE_HREF = 'tel:+923001234567';

export interface SocialLink {
  /** The accessible name: says where the link goes and that it opens a new tab. */
  label: string;
  href: string;
  Icon: LightIcon;
}

const PAGES: readonly SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/zewarandbags', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/zewarandbags', Icon: InstagramIcon },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/zewarandbags',
    Icon: LinkedInIcon,
  },
];

/** A chat with the owner's WhatsApp number (Shop settings), or null when the shop keeps none. */
export function shopWhatsApp(whatsappNumber: string | undefined): SocialLink | null {
  const href = whatsAppLink(whatsappNumber ?? '');
  return href ? { label: 'WhatsApp', href, Icon: WhatsAppIcon } : null;
}

/**
 * Spec §2: a messaging app, a social network page, a photo-sharing page, a professional-network page.
 * The messaging app is the owner's WhatsApp number; without one there is no link rather than a dead one.
 */
export function socialLinks(whatsappNumber: string | undefined): readonly SocialLink[] {
  const whatsApp = shopWhatsApp(whatsappNumber);
  return whatsApp ? [whatsApp, ...PAGES] : PAGES;
}
