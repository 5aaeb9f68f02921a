import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { orderPagePath } from '@shop/domain/order-page';
import type { Order } from '@shop/domain/schemas/order.schema';
import { useEffect, useRef } from 'react';
import { Link } from '../../../../lib/router';

/**
 * What stays on the checkout once the confirmation is closed (issue #26): the order's number and its
 * private page, so the shopper is not left with an empty cart and nothing else.
 */
export function PlacedOrderNote({ order }: { order: Order }) {
  const note = useRef<HTMLParagraphElement>(null);
  // The shopper closed the dialog down at the Place Order button: bring her to the note, after the
  // dialog has handed focus back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      note.current?.focus({ preventScroll: true });
      note.current?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Typography
      ref={note}
      tabIndex={-1}
      role="status"
      sx={{
        scrollMarginTop: 96,
        '&:focus': { outline: '2px solid #834F37', outlineOffset: 2 },
        mb: 3,
        p: 2,
        border: '1px solid #d9c2b3',
        borderRadius: 1,
        bgcolor: '#fbf5f1',
        fontWeight: 600,
      }}
    >
      Your order {order.number}:{' '}
      <MuiLink component={Link} to={orderPagePath(order.trackingToken)}>
        follow it
      </MuiLink>
      . You can find it again any time under Track your order.
    </Typography>
  );
}
