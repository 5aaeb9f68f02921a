import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOW_STOCK_LIST_MAX } from '@shop/domain/dashboard';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../../lib/router';
import { parseLowStockBelow } from '../low-stock-threshold';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

interface LowStockProps {
  lowStock: Dashboard['lowStock'];
  onThresholdChange: (below: number) => void;
}

function countText({ total, below, variants }: Dashboard['lowStock']): string {
  if (total === 0) return `No variant has fewer than ${below} in stock.`;
  const listed = total > variants.length ? ` (the ${variants.length} lowest listed)` : '';
  return `${total} variant${total === 1 ? ' has' : 's have'} fewer than ${below} in stock${listed}.`;
}

/**
 * Variants running out, the fewest units first, under a threshold the owner sets: stock is per variant
 * (issue #27), so a bag's Green sold out shows though its Red is full.
 */
export function LowStock({ lowStock, onThresholdChange }: LowStockProps) {
  const [text, setText] = useState(String(lowStock.below));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseLowStockBelow(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    onThresholdChange(parsed.value);
  }

  return (
    <DashboardSection title="Low stock" note={countText(lowStock)}>
      <Box
        component="form"
        aria-label="Low stock threshold"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          label="Stock under"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={
            error ?? `Variants with fewer units are listed (at most ${LOW_STOCK_LIST_MAX})`
          }
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <Button type="submit" variant="contained">
          Show
        </Button>
      </Box>
      {lowStock.variants.length === 0 ? null : (
        <FiguresTable
          label="Low stock"
          columns={['Product', 'Variant', 'SKU', 'Type', 'In stock']}
          numeric={[4]}
          wideOnly={[3]}
          rows={lowStock.variants.map((product) => ({
            key: product.variantId,
            cells: [
              <Link key="title" to={`/v1/edit-products-detail/${product.id}`}>
                {product.title}
              </Link>,
              product.variant || '—',
              <Box key="sku" component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {product.sku}
              </Box>,
              product.sub_type ? `${product.type} · ${product.sub_type}` : product.type,
              product.quantity === 0 ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'error.main', fontWeight: 700 }}
                >
                  0, sold out
                </Typography>
              ) : (
                product.quantity
              ),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
