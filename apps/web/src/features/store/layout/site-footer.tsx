import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { EmailOutlinedIcon, PhoneOutlinedIcon } from '../../../components/light-icons';
import { BRAND_NAME } from '../../../components/use-document-title';
import { SHOP_EMAIL, SHOP_PHONE_DISPLAY, SHOP_PHONE_HREF } from './shop-contact';
import { SocialLinks } from './social-links';

// Plain links (MUI's Link is a Typography over an <a>: more code in the first view, same look).
const footerLinkSx = {
  color: '#ffffff',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255,255,255,0.5)',
  '&:hover': { textDecorationColor: '#ffffff' },
} as const;

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/track-order', label: 'Track your order' },
] as const;

const headingSx = { fontWeight: 700, fontSize: '1.05rem', mb: 1.5, color: '#F6D8C6' } as const;

/** Spec §2 footer: logo, tagline, Quick Links, Get In Touch, copyright line and developer credit. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#2C2C2C', color: '#ffffff', mt: 8 }}>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 5,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.5fr' },
        }}
      >
        <div>
          <BrandLogo tone="light" />
          <Typography sx={{ mt: 1.5, maxWidth: 340, color: '#f3e7df' }}>
            Handpicked jewelry and bags for every occasion, delivered across Pakistan with cash on
            delivery.
          </Typography>
        </div>
        <Box component="nav" aria-label="Quick Links">
          <Typography component="h2" sx={headingSx}>
            Quick Links
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Box component={RouterLink} to={to} sx={footerLinkSx}>
                  {label}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <div>
          <Typography component="h2" sx={headingSx}>
            Get In Touch
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
            <Box
              component="a"
              href={`mailto:${SHOP_EMAIL}`}
              sx={{ ...footerLinkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
            >
              <EmailOutlinedIcon fontSize="small" />
              {SHOP_EMAIL}
            </Box>
            <Box
              component="a"
              href={SHOP_PHONE_HREF}
              sx={{ ...footerLinkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
            >
              <PhoneOutlinedIcon fontSize="small" />
              {SHOP_PHONE_DISPLAY}
            </Box>
          </Box>
          <Box sx={{ mt: 1.5, ml: -0.5 }}>
            <SocialLinks tone="light" />
          </Box>
        </div>
      </Box>
      <Box
        sx={{
          borderTop: '1px solid rgba(255,255,255,0.15)',
          px: 2,
          py: 2,
          textAlign: 'center',
          fontSize: '0.85rem',
          color: '#f3e7df',
        }}
      >
        <Typography component="p" sx={{ fontSize: 'inherit' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </Typography>
        <Typography component="p" sx={{ fontSize: 'inherit', mt: 0.5 }}>
          Designed and developed by the {BRAND_NAME} web team.
        </Typography>
      </Box>
    </Box>
  );
}
