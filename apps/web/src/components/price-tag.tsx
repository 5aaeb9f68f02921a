import { formatRupees } from '@shop/domain/money';
import { isActiveFlag } from '@shop/domain/normalise';
import { VisuallyHidden } from './visually-hidden';
import * as styles from './price-tag.css';

interface PriceTagProps {
  /** Rupees, as the API sends them. */
  price: number | string;
  discountedPrice: number | string;
  showPrice: unknown;
  size?: 'small' | 'large';
  /** The lowest of several prices (a card of a product whose variants differ): "From PKR 800". */
  from?: boolean;
}

/** The price a shopper pays, with the original struck through beside it when show_price is active (spec §2). */
export function PriceTag({
  price,
  discountedPrice,
  showPrice,
  size = 'small',
  from = false,
}: PriceTagProps) {
  const showOriginal = isActiveFlag(showPrice);
  return (
    <p className={styles[size]}>
      <span className={styles.price}>
        {showOriginal && <VisuallyHidden>Price: </VisuallyHidden>}
        {from && 'From '}
        {formatRupees(discountedPrice)}
      </span>
      {showOriginal && (
        <del className={size === 'large' ? styles.originalLarge : styles.originalSmall}>
          <VisuallyHidden>Original price: </VisuallyHidden>
          {formatRupees(price)}
        </del>
      )}
    </p>
  );
}
