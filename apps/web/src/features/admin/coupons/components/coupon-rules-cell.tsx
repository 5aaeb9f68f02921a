import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { couponRefusal, type CouponRefusalReason } from '@shop/domain/coupon-rules';
import { formatRupees } from '@shop/domain/money';
import type { Coupon } from '@shop/domain/schemas/coupon.schema';

/** Dates in the browser's own format and zone, as the back office's date inputs take them. */
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const date = (iso: string) => when.format(new Date(iso));

/** Why shoppers cannot use the coupon today, when it is one of these. */
const STATE_LABELS: Partial<Record<CouponRefusalReason, string>> = {
  expired: 'Expired',
  not_started: 'Not started',
  used_up: 'Used up',
};

/** The coupon's rules, one short line each, and a chip when its dates or uses refuse it today. */
export function CouponRulesCell({ coupon, now }: { coupon: Coupon; now: Date }) {
  const lines: string[] = [];
  if (coupon.starts_at) lines.push(`From ${date(coupon.starts_at)}`);
  if (coupon.ends_at) lines.push(`Until ${date(coupon.ends_at)}`);
  if (coupon.min_order_total !== null) {
    lines.push(`Orders of ${formatRupees(coupon.min_order_total)} or more`);
  }
  if (coupon.one_per_phone) lines.push('One use per phone');

  const refusal = couponRefusal(
    {
      startsAt: coupon.starts_at ? new Date(coupon.starts_at) : null,
      endsAt: coupon.ends_at ? new Date(coupon.ends_at) : null,
      minOrderTotal: null,
      maxUses: coupon.max_uses,
      onePerPhone: false,
    },
    { now, uses: coupon.uses },
  );
  const state = refusal ? STATE_LABELS[refusal.reason] : undefined;

  if (lines.length === 0 && !state) return <Typography variant="body2">None</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      {state ? <Chip size="small" color="default" variant="outlined" label={state} /> : null}
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
