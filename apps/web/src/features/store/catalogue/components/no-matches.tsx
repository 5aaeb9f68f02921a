import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '../../../../lib/router';
import { buttonLook } from '../../../../components/light-controls';

interface NoMatchesProps {
  q: string;
  /** The category searched, when one was: 'Rings', 'Bags'. */
  category: string | undefined;
  /** Matches of the same search over the whole shop. */
  wholeShop: number;
  /** The address of that search (wholeShopSearch). */
  wholeShopHref: string;
}

/**
 * What the grid says when it is empty. A search inside a category that found nothing says so and
 * offers the same search over the whole shop, as a link: it works before the page's code has run.
 */
export function NoMatches({ q, category, wholeShop, wholeShopHref }: NoMatchesProps) {
  if (!q) return <Typography sx={messageSx}>No products available</Typography>;
  if (!category) return <Typography sx={messageSx}>{`No products match "${q}"`}</Typography>;
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>
        {wholeShop > 0
          ? `No products match "${q}" in ${category}.`
          : `No products match "${q}" in ${category}, nor anywhere else in the shop.`}
      </Typography>
      {wholeShop > 0 && (
        <Box component={Link} to={wholeShopHref} sx={buttonLook('contained')}>
          {`Search the whole shop: ${wholeShop === 1 ? '1 product' : `${wholeShop} products`}`}
        </Box>
      )}
    </Box>
  );
}

const messageSx = { py: 6, textAlign: 'center', fontSize: '1.1rem' } as const;
