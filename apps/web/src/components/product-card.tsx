import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '../lib/router';
import { PriceTag } from './price-tag';
import { PRODUCT_GRID_IMAGE_SIZES } from './product-grid';
import { ProductImage } from './product-image';
import { SoldOutBadge } from './sold-out-badge';

export interface ProductCardData {
  id: number;
  title: string;
  price: number | string;
  discounted_price: number | string;
  show_price: unknown;
  /** The first image's name, null when the product has none. */
  image: string | null;
  /** No unit left (quantity 0): the card says "Sold out". */
  soldOut?: boolean;
  /** Its variants cost different amounts: the price is the lowest, "From …". */
  fromPrice?: boolean;
}

/** One product in a grid: image, title and price; the whole card is one link to its page. */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardData;
  /** In the first row of the first screen: its image loads at once (see ProductImage). */
  eager?: boolean;
}) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        border: '1px solid #eadfd7',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': {
          boxShadow: '0 6px 18px rgba(131, 79, 55, 0.18)',
          transform: 'translateY(-2px)',
        },
        '&:focus-within': { outline: '3px solid #834F37', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
        },
      }}
    >
      <Box
        component={Link}
        to={`/product/${product.id}`}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          color: 'inherit',
          textDecoration: 'none',
          '&:focus-visible': { outline: 'none' },
        }}
      >
        <ProductImage
          image={product.image}
          alt={product.title}
          sizes={PRODUCT_GRID_IMAGE_SIZES}
          decorative
          eager={eager}
        />
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
          <Typography
            component="h3"
            sx={{ fontSize: '1rem', fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {product.title}
          </Typography>
          <PriceTag
            price={product.price}
            discountedPrice={product.discounted_price}
            showPrice={product.show_price}
            from={product.fromPrice}
          />
        </Box>
        {product.soldOut && <SoldOutBadge />}
      </Box>
    </Box>
  );
}
