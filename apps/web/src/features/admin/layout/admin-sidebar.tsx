import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useReviewsWaiting } from '../reviews/api/get-reviews-waiting';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  products: <InventoryIcon />,
  banner: <CampaignIcon />,
  contacts: <ContactMailIcon />,
  reviews: <RateReviewIcon />,
  orders: <LocalShippingIcon />,
  coupon: <LocalOfferIcon />,
  carts: <ShoppingCartIcon />,
};

interface AdminSidebarProps {
  selected: AdminSection;
  /** Called after a section was chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

export function AdminSidebar({ selected, onNavigate }: AdminSidebarProps) {
  // The queues' counts beside their sections: what waits for staff.
  const reviewsWaiting = useReviewsWaiting().data;
  const counts: Record<string, number | undefined> = { reviews: reviewsWaiting };
  return (
    <>
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          Zewar &amp; Bags
        </Typography>
      </Toolbar>
      <nav aria-label="Admin sections">
        <List>
          {ADMIN_SECTIONS.map((section) => {
            const isSelected = section.id === selected.id;
            return (
              <ListItem key={section.id} disablePadding>
                <ListItemButton
                  component={Link}
                  to={section.path}
                  selected={isSelected}
                  aria-current={isSelected ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section.id]}</ListItemIcon>
                  <ListItemText primary={section.label} />
                  {counts[section.id] ? (
                    <Typography
                      component="span"
                      aria-label={`${counts[section.id]} waiting`}
                      sx={{
                        ml: 1,
                        px: 1,
                        minWidth: 24,
                        textAlign: 'center',
                        borderRadius: 3,
                        fontSize: 13,
                        fontWeight: 700,
                        bgcolor: isSelected ? 'primary.contrastText' : 'primary.main',
                        color: isSelected ? 'primary.main' : 'primary.contrastText',
                      }}
                    >
                      {counts[section.id]}
                    </Typography>
                  ) : null}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
    </>
  );
}
