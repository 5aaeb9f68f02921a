import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { cartBadgeCount, cartBadgeLabel } from '@shop/domain/cart';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCartStore } from '../cart/cart-store';

/** The cart icon: a link to /checkout whose badge counts lines, not items (spec §4), shown as 99+ past 99. */
export function CartLink() {
  const count = useCartStore((state) => cartBadgeCount(state.lines));
  const label = cartBadgeLabel(count);
  return (
    <IconButton
      component={Link}
      to="/checkout"
      aria-label="Cart"
      aria-describedby="cart-count-description"
      sx={{ color: '#2C2C2C' }}
    >
      <Badge
        badgeContent={label}
        color="primary"
        showZero
        slotProps={{ badge: { 'aria-hidden': true } as object }}
      >
        <ShoppingCartOutlined />
      </Badge>
      <VisuallyHidden>
        <span id="cart-count-description">
          {label} {count === 1 ? 'product' : 'products'} in the cart
        </span>
      </VisuallyHidden>
    </IconButton>
  );
}
