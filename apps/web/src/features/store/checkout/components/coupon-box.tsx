import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cartTotals } from '@shop/domain/cart';
import { INVALID_COUPON } from '@shop/domain/coupon-rules';
import { isApplicableDiscount } from '@shop/domain/pricing';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../../lib/api-client';
import { useCartStore } from '../../cart/cart-store';
import { getCoupon } from '../api/get-coupon';

/** A refusal the server words for the shopper: a coupon's rule (409) or too many tries (429). */
function refusalMessage(cause: unknown): string | null {
  return cause instanceof ApiRequestError && (cause.status === 409 || cause.status === 429)
    ? cause.message
    : null;
}

interface CouponBoxProps {
  /** The shopper's phone once the shipping form holds a valid one: a one-per-phone coupon is checked. */
  phone: string | null;
}

/**
 * Looks a code up and applies its percentage to the cart, or says why not: the spec's message for an
 * unknown code (§8), the rule's own words for a coupon that exists (expired, not valid yet, a least
 * total, used up, used by this phone). When an order refuses the applied coupon, the reason shows here.
 */
export function CouponBox({ phone }: CouponBoxProps) {
  const couponCode = useCartStore((state) => state.couponCode);
  const discount = useCartStore((state) => state.discount);
  const couponError = useCartStore((state) => state.couponError);
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  const clearCoupon = useCartStore((state) => state.clearCoupon);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const lookup = useMutation({
    mutationFn: getCoupon,
    onSuccess: (found) => {
      if (!isApplicableDiscount(found.discount)) {
        setError(INVALID_COUPON);
        return;
      }
      applyCoupon(found.couponCode, found.discount);
      setTyped('');
      setError(null);
    },
    onError: (cause) => {
      const refusal = refusalMessage(cause);
      if (!refusal) console.warn('Coupon lookup failed', cause);
      setError(refusal ?? INVALID_COUPON);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = typed.trim();
    if (!trimmed) {
      setError('Enter a coupon code.');
      return;
    }
    if (lookup.isPending) return;
    const { originalTotal } = cartTotals(useCartStore.getState().lines, null);
    lookup.mutate({ couponCode: trimmed, total: originalTotal, phone });
  }

  if (couponCode && discount !== null) {
    return (
      <Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            p: 1.5,
            bgcolor: 'secondary.main',
            borderRadius: 1,
            border: 1,
            borderColor: couponError ? 'error.main' : 'transparent',
          }}
        >
          <Typography role="status">
            Coupon <strong>{couponCode}</strong> applied: {discount}% off
          </Typography>
          <Button
            size="small"
            onClick={clearCoupon}
            aria-describedby={couponError ? 'coupon-refused' : undefined}
          >
            Remove coupon
          </Button>
        </Box>
        {couponError ? (
          <FormHelperText id="coupon-refused" error role="alert" sx={{ mx: 1.75 }}>
            {couponError} Remove the coupon to place the order without it.
          </FormHelperText>
        ) : null}
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Coupon">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Coupon code"
          size="small"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters' },
            formHelperText: { role: error ? 'alert' : undefined },
          }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={lookup.isPending}
          startIcon={lookup.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
          sx={{ height: 40 }}
        >
          Apply
        </Button>
      </Box>
    </Box>
  );
}
