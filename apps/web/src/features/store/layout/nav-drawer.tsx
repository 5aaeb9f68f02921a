import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { HOME_SECTIONS, useHomeSectionNavigation, type HomeSection } from './section-scroll';
import { SiteSearch } from './site-search';
import { SocialLinks } from './social-links';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

type Entry = { label: string; section: HomeSection | 'top' } | { label: string; to: string };

const ENTRIES: readonly Entry[] = [
  { label: 'Home', section: 'top' },
  { label: 'Best Sellers', section: HOME_SECTIONS.bestSellers },
  { label: 'Testimonials', section: HOME_SECTIONS.testimonials },
  { label: 'Shop', to: '/products' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Track your order', to: '/track-order' },
];

/** The phone menu (spec §2: below 600 px, a side drawer with scroll links). */
export default function NavDrawer({ open, onClose }: NavDrawerProps) {
  const goToSection = useHomeSectionNavigation();

  const scrollTo = (section: HomeSection | 'top') => {
    onClose();
    // Let the drawer start closing (and hand focus back) before the page scrolls.
    requestAnimationFrame(() => goToSection(section));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', sx: { width: 280 } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo />
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: '#2C2C2C' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SiteSearch id="drawer-search" onSearched={onClose} />
      </Box>
      <Box component="nav" aria-label="Phone menu">
        <List component="div">
          {ENTRIES.map((entry) =>
            'to' in entry ? (
              <ListItemButton key={entry.label} component={Link} to={entry.to} onClick={onClose}>
                <ListItemText
                  primary={entry.label}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            ) : (
              <ListItemButton key={entry.label} onClick={() => scrollTo(entry.section)}>
                <ListItemText
                  primary={entry.label}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            ),
          )}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SocialLinks />
      </Box>
    </Drawer>
  );
}
