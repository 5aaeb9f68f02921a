import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { cartBadgeCount, cartBadgeLabel } from '@shop/domain/cart';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCartStore } from '../cart/cart-store';

/**
 * The cart icon: a link to /checkout whose badge counts lines, not items (spec §4), shown as 99+ past 99.
 * MUI hides the badge from screen readers, so the link's name carries the count: 'Cart, 2 products'.
 */
export function CartLink() {
  const count = useCartStore((state) => cartBadgeCount(state.lines));
  const label = cartBadgeLabel(count);
  return (
    <IconButton component={Link} to="/checkout" sx={{ color: '#2C2C2C' }}>
      <VisuallyHidden>{`Cart, ${label} ${count === 1 ? 'product' : 'products'}`}</VisuallyHidden>
      <Badge badgeContent={label} color="primary" showZero>
        <ShoppingCartOutlined aria-hidden />
      </Badge>
    </IconButton>
  );
}
