import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { lineKey } from '@shop/domain/cart';
import { formatPaisa, toPaisa } from '@shop/domain/money';
import { lineTotal } from '@shop/domain/pricing';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { ProductImage } from '../../../../components/product-image';
import { useCartStore, type StoreCartLine } from '../../cart/cart-store';
import { formatColour, formatVariant } from '../format-colour';

/** One cart line: picture, title, colour, quantity stepper, line price and Remove (spec §2 'Checkout'). */
export function CartLineItem({ line }: { line: StoreCartLine }) {
  const key = lineKey(line);
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  const error = useCartStore((state) => (state.activeItemId === key ? state.errorMessage : null));
  const unitPrice = toPaisa(line.discounted_price);
  const errorId = `cart-line-error-${key}`.replace(/[\s:]+/g, '-');
  // A variant of more than a colour is named whole ('Gold / 6'); a colour alone as before.
  const sizedVariant =
    line.variant && line.variant.toLowerCase() !== line.selectedColor.trim().toLowerCase();

  return (
    <Box
      component="li"
      aria-label={line.title}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        gap: 2,
        alignItems: 'center',
        py: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: { xs: 72, sm: 96 } }}>
        <ProductImage
          image={line.imageToShow}
          sizes="96px"
          alt={line.title}
          width={96}
          height={96}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
          {line.title}
        </Typography>
        {sizedVariant ? (
          <Typography variant="body2" color="text.primary">
            Variant: {formatVariant(line.variant ?? '')}
          </Typography>
        ) : (
          line.selectedColor && (
            <Typography variant="body2" color="text.primary">
              Colour: {formatColour(line.selectedColor)}
            </Typography>
          )
        )}
        <Typography variant="body2" color="text.primary">
          {formatPaisa(unitPrice)} each
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <IconButton
            size="small"
            aria-label="Decrease quantity"
            onClick={() => decrease(key)}
            disabled={line.quantity <= 0}
            sx={{ border: '1px solid', borderColor: 'divider' }}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            component="output"
            aria-label={`Quantity of ${line.title}`}
            sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
          >
            {line.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label="Increase quantity"
            aria-describedby={error ? errorId : undefined}
            onClick={() => increase(key)}
            sx={{ border: '1px solid', borderColor: 'divider' }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
        {error && (
          <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
            {error}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '2', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          <VisuallyHidden>Line price: </VisuallyHidden>
          {formatPaisa(lineTotal(unitPrice, line.quantity))}
        </Typography>
        <Button
          size="small"
          color="primary"
          onClick={() => remove(key)}
          aria-label={`Remove ${line.title}`}
        >
          Remove
        </Button>
      </Box>
    </Box>
  );
}
