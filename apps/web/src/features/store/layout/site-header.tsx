import Box from '@mui/material/Box';
import { NAV_TAN } from '../../../lib/theme';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonLook, iconButtonLook } from '../../../components/light-controls';
import { MenuIcon } from '../../../components/light-icons';
import { BRAND_NAME } from '../../../components/use-document-title';
import { CartLink } from './cart-link';
import { HOME_SECTIONS, useHomeSectionNavigation } from './section-scroll';
import { SiteSearch } from './site-search';
import { SocialLinks } from './social-links';
import { TopStrip } from './top-strip';
import { useHeaderScroll } from './use-header-scroll';

// The phone drawer (and MUI's modal machinery under it) loads the first time it is opened.
const NavDrawer = lazy(() => import('./nav-drawer'));

const navButtonSx = {
  color: '#2C2C2C',
  fontWeight: 600,
  px: 1.5,
  '&:hover': { bgcolor: 'rgba(131, 79, 55, 0.1)' },
} as const;

/**
 * The storefront header (spec §2 'Header and navigation'). It sits in the page flow (sticky), so no
 * content is ever underneath it at the top; it slides away past 50 px while scrolling down and comes
 * back on any scroll up, turning tan past 100 px. Keyboard focus inside it always brings it back.
 */
export function SiteHeader() {
  const { hidden, tan, scrolled } = useHeaderScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const goToSection = useHomeSectionNavigation();

  let background = 'transparent';
  if (tan) background = NAV_TAN;
  else if (scrolled) background = '#ffffff';

  return (
    <Box
      component="header"
      data-hidden={hidden}
      data-tan={tan}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: background,
        boxShadow: scrolled ? '0 2px 10px rgba(44, 44, 44, 0.12)' : 'none',
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: 'transform 220ms ease, background-color 220ms ease, box-shadow 220ms ease',
        '&:focus-within': { transform: 'none' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <TopStrip />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          px: { xs: 1.5, sm: 3 },
          minHeight: { xs: 56, sm: 64 },
          maxWidth: 1280,
          mx: 'auto',
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={`${BRAND_NAME} home`}
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1, py: 0.5 }}
        >
          <BrandLogo />
        </Box>

        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, mx: 'auto' }}
        >
          <Box component={Link} to="/" sx={[buttonLook('text'), navButtonSx]}>
            Home
          </Box>
          <Box component={Link} to="/products" sx={[buttonLook('text'), navButtonSx]}>
            Shop
          </Box>
          <Box component={Link} to="/contact-us" sx={[buttonLook('text'), navButtonSx]}>
            Contact Us
          </Box>
        </Box>

        <Box sx={{ display: { xs: 'none', md: 'block' }, width: { md: 200, lg: 260 } }}>
          <SiteSearch id="header-search" />
        </Box>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
          }}
        >
          <SocialLinks />
        </Box>
        <Box sx={{ ml: { xs: 'auto', sm: 0 } }}>
          <CartLink />
        </Box>
        <Box
          component="button"
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={[iconButtonLook(), { display: { xs: 'inline-flex', sm: 'none' }, color: '#2C2C2C' }]}
        >
          <MenuIcon />
        </Box>
      </Box>

      <Box
        component="nav"
        aria-label="Explore"
        sx={{
          display: { xs: 'none', sm: 'flex' },
          justifyContent: 'center',
          gap: 1,
          pb: 0.75,
        }}
      >
        <Box
          component="button"
          type="button"
          onClick={() => goToSection('top')}
          sx={[buttonLook('text', 'small'), navButtonSx]}
        >
          Home
        </Box>
        <Box component={Link} to="/products" sx={[buttonLook('text', 'small'), navButtonSx]}>
          Shop Now
        </Box>
        {/* A link, so a tap works before the app has loaded: the browser goes to the section itself. */}
        <Box
          component={Link}
          to={`/#${HOME_SECTIONS.testimonials}`}
          sx={[buttonLook('text', 'small'), navButtonSx]}
        >
          Testimonials
        </Box>
      </Box>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
