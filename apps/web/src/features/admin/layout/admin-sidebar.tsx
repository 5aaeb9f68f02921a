import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link } from '../../../lib/router';
import { useWaitingOrdersCount } from '../orders/api/get-order-counts';
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
  settlements: <PaymentsIcon />,
  settings: <SettingsIcon />,
  messages: <SmsIcon />,
};

interface AdminSidebarProps {
  selected: AdminSection;
  /** Called after a section was chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** A queue's count beside its section: the orders waiting for confirmation, the reviews waiting. */
function WaitingBadge({
  count,
  label,
  selected,
}: {
  count: number;
  label: string;
  selected: boolean;
}) {
  return (
    <Box
      component="span"
      aria-label={`${count} ${label}`}
      sx={{
        ml: 1,
        px: 1,
        minWidth: 24,
        borderRadius: 3,
        fontSize: 13,
        fontWeight: 700,
        textAlign: 'center',
        bgcolor: selected ? 'primary.contrastText' : 'primary.main',
        color: selected ? 'primary.main' : 'primary.contrastText',
      }}
    >
      {count.toLocaleString()}
    </Box>
  );
}

export function AdminSidebar({ selected, onNavigate }: AdminSidebarProps) {
  // The queues' counts beside their sections (issue #26): what waits for staff.
  const ordersWaiting = useWaitingOrdersCount();
  const reviewsWaiting = useReviewsWaiting().data;
  const waiting: Record<string, { count: number; label: string } | undefined> = {
    orders: ordersWaiting ? { count: ordersWaiting, label: 'waiting for confirmation' } : undefined,
    reviews: reviewsWaiting ? { count: reviewsWaiting, label: 'waiting' } : undefined,
  };
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
            const badge = waiting[section.id];
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
                  {badge ? <WaitingBadge {...badge} selected={isSelected} /> : null}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
    </>
  );
}
