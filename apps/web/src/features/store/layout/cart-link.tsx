import { cartBadgeCount, cartBadgeLabel } from '@shop/domain/cart';
import { Link } from '../../../lib/router';
import { ShoppingCartOutlinedIcon } from '../../../components/light-icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCartStore } from '../cart/cart-store';
import * as styles from './cart-link.css';

/**
 * The cart icon: a link to /checkout whose badge counts lines, not items (spec §4), shown as 99+ past 99.
 * The badge is hidden from screen readers, so the link's name carries the count: 'Cart, 2 products'.
 */
export function CartLink() {
  const count = useCartStore((state) => cartBadgeCount(state.lines));
  const label = cartBadgeLabel(count);
  return (
    <Link to="/checkout" className={styles.link}>
      <VisuallyHidden>{`Cart, ${label} ${count === 1 ? 'product' : 'products'}`}</VisuallyHidden>
      <span className={styles.badgeRoot}>
        <ShoppingCartOutlinedIcon />
        <span aria-hidden className={styles.badge}>
          {label}
        </span>
      </span>
    </Link>
  );
}
