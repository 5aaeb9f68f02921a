import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import type { StockMovement } from '@shop/domain/schemas/inventory.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import { STOCK_REASON_LABELS } from '@shop/domain/stock';
import { variantName } from '@shop/domain/variants';
import { useStockMovements } from '../api/get-stock-movements';

/** '+3', '−2', '0': the sign always shown, a true minus. */
function signed(delta: number): string {
  if (delta > 0) return `+${delta}`;
  return delta < 0 ? `−${-delta}` : '0';
}

function Movement({ movement }: { movement: StockMovement }) {
  const at = new Date(movement.at);
  return (
    <ListItem divider sx={{ display: 'grid', gridTemplateColumns: '4.5rem 1fr', gap: 1.5, px: 0 }}>
      <Typography
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
        color={movement.delta < 0 ? 'error.main' : movement.delta > 0 ? 'success.main' : undefined}
      >
        {signed(movement.delta)}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {STOCK_REASON_LABELS[movement.reason]}
          {movement.orderNumber && movement.orderId !== null ? (
            <>
              {' · '}
              <Link component={RouterLink} to={`/v1/shipping/${movement.orderId}`}>
                Order {movement.orderNumber}
              </Link>
            </>
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <time dateTime={movement.at}>{at.toLocaleString()}</time> · {movement.actor}
        </Typography>
        {movement.note ? <Typography variant="body2">{movement.note}</Typography> : null}
      </Box>
    </ListItem>
  );
}

/**
 * The product's stock history: a variant's ledger (GET /api/admin/inventory/movements), newest first,
 * a page at a time. Each line says the change, why, the order it was for, who and when.
 */
export function StockHistory({
  product,
  variantId,
  onVariantChange,
}: {
  product: Product;
  /** The variant shown: the page follows the one last adjusted. */
  variantId: number | null;
  onVariantChange: (variantId: number) => void;
}) {
  const [page, setPage] = useState(1);
  const movements = useStockMovements(variantId, page);
  const data = movements.data;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="stock-history-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id="stock-history-title" variant="h6" component="h2">
          Stock history
        </Typography>
        {product.variants.length > 1 ? (
          <TextField
            select
            size="small"
            label="Variant"
            value={variantId ?? ''}
            onChange={(event) => {
              onVariantChange(Number(event.target.value));
              setPage(1);
            }}
            sx={{ minWidth: 220 }}
          >
            {product.variants.map((variant) => (
              <MenuItem key={variant.id} value={variant.id}>
                {variantName(variant.options, product.options) || variant.sku} ({variant.quantity}{' '}
                in stock)
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {movements.isPending && variantId !== null ? (
        <CircularProgress aria-label="Loading stock history" />
      ) : movements.isError ? (
        <Alert severity="error">The stock history could not be loaded.</Alert>
      ) : !data || data.items.length === 0 ? (
        <Typography color="text.secondary">No changes of stock yet.</Typography>
      ) : (
        <>
          <List aria-label="Stock changes">
            {data.items.map((movement) => (
              <Movement key={movement.id} movement={movement} />
            ))}
          </List>
          {data.pageCount > 1 ? (
            <Pagination
              count={data.pageCount}
              page={data.page}
              onChange={(_, next) => setPage(next)}
              sx={{ mt: 1 }}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
