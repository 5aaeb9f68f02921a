import Box from '@mui/material/Box';
import { iconButtonLook } from '../../../components/light-controls';
import { useCachedShopSettings } from '../shop-settings/cached-shop-settings';
import { socialLinks } from './shop-contact';

/** The social links; each opens in a new tab without giving that tab a handle on this one. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const settings = useCachedShopSettings();
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {socialLinks(settings?.whatsappNumber).map(({ label, href, Icon }) => (
        <li key={label}>
          <Box
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            sx={[iconButtonLook('small'), { color: tone === 'dark' ? '#2C2C2C' : '#ffffff' }]}
          >
            <Icon fontSize="small" />
          </Box>
        </li>
      ))}
    </Box>
  );
}
