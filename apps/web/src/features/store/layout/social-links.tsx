import Box from '@mui/material/Box';
import { iconButtonLook } from '../../../components/light-controls';
import { SOCIAL_LINKS } from './shop-contact';

/** The four social links; each opens in a new tab without giving that tab a handle on this one. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
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
