import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import type { PhoneRecord as PhoneRecordData } from '@shop/domain/schemas/phone-record.schema';
import { useState } from 'react';
import { useBlockPhone } from '../api/block-phone';
import { OrderTime } from './order-time';

function historyText({ history }: PhoneRecordData): string {
  if (history.orders === 0) return 'No earlier orders from this phone.';
  const { orders, delivered, returned, cancelled, open } = history;
  return `${orders} other order${orders === 1 ? '' : 's'} from this phone: ${delivered} delivered, ${returned} returned, ${cancelled} cancelled, ${open} open.`;
}

/**
 * The phone's record on an order: its other orders, a risk badge that says why, and the blocklist
 * (a blocked phone's next order is refused politely at the checkout).
 */
export function PhoneRecord({ order }: { order: OrderDetail }) {
  const record = order.phone;
  const blockPhone = useBlockPhone(order.id);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!record) {
    return (
      <Typography variant="body2">
        No history: the phone is not a Pakistani mobile number.
      </Typography>
    );
  }

  async function block() {
    if (!reason.trim()) {
      setReasonError('Reason is required');
      return;
    }
    try {
      await blockPhone.mutateAsync(reason.trim());
      setAsking(false);
      setReason('');
    } catch {
      // The api client has shown why.
    }
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{historyText(record)}</Typography>
      {record.risk.length > 0 ? (
        <Alert severity="warning" aria-label="Risk">
          <Typography sx={{ fontWeight: 700 }}>Risk</Typography>
          {record.risk.map((why) => (
            <Typography key={why} variant="body2">
              {why}
            </Typography>
          ))}
        </Alert>
      ) : null}
      {record.blocked ? (
        <Alert
          severity="error"
          aria-label="Blocked"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={blockPhone.isPending}
              onClick={() => blockPhone.mutate(null)}
            >
              Unblock phone
            </Button>
          }
        >
          Blocked: {record.blocked.reason} ({record.blocked.by},{' '}
          <OrderTime at={record.blocked.at} />)
        </Alert>
      ) : (
        <Button
          variant="outlined"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setAsking(true)}
        >
          Block phone
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="block-phone-title">
        <DialogTitle id="block-phone-title">Block phone</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Orders from {order.shippingInfo.phone} will be refused at the checkout until you unblock
            it.
          </Typography>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={reasonError !== null}
            helperText={reasonError ?? 'For example: fake orders, refused at the door twice.'}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep it open</Button>
          <Button
            variant="contained"
            color="error"
            disabled={blockPhone.isPending}
            onClick={() => void block()}
          >
            Block phone
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
