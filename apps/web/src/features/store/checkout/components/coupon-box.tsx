import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApplicableDiscount } from '@shop/domain/pricing';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCartStore } from '../../cart/cart-store';
import { getCoupon } from '../api/get-coupon';

export const INVALID_COUPON_MESSAGE = 'Invalid coupon or no discount available.';

/** Looks a code up and applies its percentage to the cart, or says it is invalid (spec §8). */
export function CouponBox() {
  const coupon = useCartStore((state) => state.coupon);
  const discount = useCartStore((state) => state.discount);
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  const clearCoupon = useCartStore((state) => state.clearCoupon);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const lookup = useMutation({
    mutationFn: getCoupon,
    onSuccess: (found) => {
      if (!isApplicableDiscount(found.discount)) {
        setError(INVALID_COUPON_MESSAGE);
        return;
      }
      applyCoupon(found.code, found.discount);
      setCode('');
      setError(null);
    },
    onError: (cause) => {
      console.warn('Coupon lookup failed', cause);
      setError(INVALID_COUPON_MESSAGE);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Enter a coupon code.');
      return;
    }
    if (!lookup.isPending) lookup.mutate(trimmed);
  }

  if (coupon && discount !== null) {
    return (
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
        }}
      >
        <Typography role="status">
          Coupon <strong>{coupon}</strong> applied: {discount}% off
        </Typography>
        <Button size="small" onClick={clearCoupon}>
          Remove coupon
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Coupon">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Coupon code"
          size="small"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
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
