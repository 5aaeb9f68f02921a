import { useLayoutEffect, useRef } from 'react';
import { Link } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { CloseIcon } from '../../../components/light-icons';
import { HOME_SECTIONS, useHomeSectionNavigation, type HomeSection } from './section-scroll';
import { SiteSearch } from './site-search';
import { SocialLinks } from './social-links';
import * as styles from './nav-drawer.css';

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

/**
 * The phone menu (spec §2: below 600 px, a side drawer with scroll links), a native modal <dialog>:
 * the browser keeps the focus in it, the page behind inert, and closes it on Escape, handing the
 * focus back to the button that opened it. Its code is a few hundred bytes in the entry, so a tap on
 * the menu opens it at once, with nothing to download (issue 24); its look is MUI's Drawer.
 */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const goToSection = useHomeSectionNavigation();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    else if (!open && element?.open) element.close();
  }, [open]);

  const scrollTo = (section: HomeSection | 'top') => {
    onClose();
    // Let the drawer start closing (and hand focus back) before the page scrolls.
    requestAnimationFrame(() => goToSection(section));
  };

  return (
    <dialog
      ref={dialog}
      aria-label="Menu"
      className={styles.drawer}
      // Escape, or the browser closing it: the header's state follows.
      onClose={onClose}
      // The paper fills the dialog, so a click on the dialog itself is one on the dimmed page.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.paper}>
        <div className={styles.top}>
          <BrandLogo />
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className={styles.closeButton}
          >
            <CloseIcon />
          </button>
        </div>
        <hr className={styles.divider} />
        <div className={styles.padded}>
          <SiteSearch id="drawer-search" onSearched={onClose} />
        </div>
        <nav aria-label="Phone menu" className={styles.list}>
          {ENTRIES.map((entry) =>
            'to' in entry ? (
              <Link key={entry.label} to={entry.to} onClick={onClose} className={styles.entry}>
                <span className={styles.entryText}>{entry.label}</span>
              </Link>
            ) : (
              <button
                key={entry.label}
                type="button"
                onClick={() => scrollTo(entry.section)}
                className={styles.entry}
              >
                <span className={styles.entryText}>{entry.label}</span>
              </button>
            ),
          )}
        </nav>
        <hr className={styles.divider} />
        <div className={styles.padded}>
          <SocialLinks />
        </div>
      </div>
    </dialog>
  );
}
