import Box from '@mui/material/Box';
import { formatRupees } from '@shop/domain/money';
import { isActiveFlag } from '@shop/domain/normalise';
import { VisuallyHidden } from './visually-hidden';

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
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1,
        fontSize: size === 'large' ? '1.5rem' : '1rem',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {showOriginal && <VisuallyHidden>Price: </VisuallyHidden>}
        {from && 'From '}
        {formatRupees(discountedPrice)}
      </Box>
      {showOriginal && (
        <Box
          component="del"
          sx={{ color: '#6b6b6b', fontSize: size === 'large' ? '1.05rem' : '0.875rem' }}
        >
          <VisuallyHidden>Original price: </VisuallyHidden>
          {formatRupees(price)}
        </Box>
      )}
    </Box>
  );
}
