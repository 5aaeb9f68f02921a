import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Discount } from '@shop/domain/schemas/discount.schema';
import { toast } from '../../../../lib/toasts';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { useActiveDiscounts, useRemoveDiscount } from '../api/update-discounts';

function scopeText(discount: Discount): string {
  const products = `${discount.products} product${discount.products === 1 ? '' : 's'}`;
  if (discount.scope === 'all') return `All products (${products})`;
  if (discount.scope === 'products') return `Selected: ${products}`;
  return `${discount.scopeValue ?? ''} (${products})`;
}

/** The discounts still on, each with Remove, which puts the sale prices before it back (decision 0025). */
export function ActiveDiscounts() {
  const discounts = useActiveDiscounts();
  const removeDiscount = useRemoveDiscount();
  const [removing, setRemoving] = useState<Discount | null>(null);
  const items = discounts.data?.items ?? [];
  if (items.length === 0) return null;

  async function confirmRemove() {
    if (!removing) return;
    try {
      const { restored, kept } = await removeDiscount.mutateAsync(removing.id);
      toast.success(
        `${removing.name} removed: ${restored} sale prices put back` +
          (kept > 0 ? `, ${kept} changed since kept as they are` : ''),
      );
    } catch {
      // Shown as a toast by the API client.
    }
    setRemoving(null);
  }

  return (
    <Paper component="section" aria-labelledby="active-discounts" sx={{ p: 2, mb: 2 }}>
      <Typography id="active-discounts" component="h2" variant="h6" sx={{ mb: 1 }}>
        Active discounts
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((discount) => (
          <Box
            component="li"
            key={discount.id}
            aria-label={discount.name}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{discount.name}</Typography>
            <Typography>{discount.percent}% off</Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {scopeText(discount)} · by {discount.createdBy},{' '}
              {new Date(discount.createdAt).toLocaleDateString()}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setRemoving(discount)}
              aria-label={`Remove ${discount.name}`}
            >
              Remove
            </Button>
          </Box>
        ))}
      </Stack>
      {discounts.data && discounts.data.total > items.length ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          and {discounts.data.total - items.length} more
        </Typography>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove discount?"
        message={`"${removing?.name ?? ''}" comes off: its products' sale prices go back to what they were before it.`}
        confirmLabel="Remove"
        isPending={removeDiscount.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
