import Box from '@mui/material/Box';
import { cartBadgeCount, cartBadgeLabel } from '@shop/domain/cart';
import { Link } from '../../../lib/router';
import { badgeLook, badgeRootLook, iconButtonLook } from '../../../components/light-controls';
import { ShoppingCartOutlinedIcon } from '../../../components/light-icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCartStore } from '../cart/cart-store';

/**
 * The cart icon: a link to /checkout whose badge counts lines, not items (spec §4), shown as 99+ past 99.
 * The badge is hidden from screen readers, so the link's name carries the count: 'Cart, 2 products'.
 */
export function CartLink() {
  const count = useCartStore((state) => cartBadgeCount(state.lines));
  const label = cartBadgeLabel(count);
  return (
    <Box component={Link} to="/checkout" sx={[iconButtonLook(), { color: '#2C2C2C' }]}>
      <VisuallyHidden>{`Cart, ${label} ${count === 1 ? 'product' : 'products'}`}</VisuallyHidden>
      <Box component="span" sx={badgeRootLook}>
        <ShoppingCartOutlinedIcon />
        <Box component="span" aria-hidden sx={badgeLook}>
          {label}
        </Box>
      </Box>
    </Box>
  );
}
