import type SvgIcon from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

/** How shoppers reach the shop: shown in the footer and, for the social links, in the header. */
export const SHOP_EMAIL = 'hello@zewarandbags.pk';
export const SHOP_PHONE_DISPLAY = '0300 1234567';
export const SHOP_PHONE_HREF = 'tel:+923001234567';

export interface SocialLink {
  /** The accessible name: says where the link goes and that it opens a new tab. */
  label: string;
  href: string;
  Icon: typeof SvgIcon;
}

/** Spec §2: a messaging app, a social network page, a photo-sharing page, a professional-network page. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'WhatsApp', href: 'https://wa.me/923001234567', Icon: WhatsAppIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/zewarandbags', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/zewarandbags', Icon: InstagramIcon },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/zewarandbags',
    Icon: LinkedInIcon,
  },
];
