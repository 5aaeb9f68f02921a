import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { toast } from '../../../../lib/toasts';
import { WhatsAppLinkButton } from '../../common/whatsapp-link-button';
import { confirmationMessage, trackingUrl } from '@shop/domain/order-text';
import { phoneKey } from '@shop/domain/phone';
import { whatsAppLink } from '@shop/domain/whatsapp';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';

/** The clipboard is offered only where the browser allows it (https or localhost). */
const canCopy = () => window.isSecureContext && 'clipboard' in navigator;

/**
 * How staff reach the shopper to confirm a cash-on-delivery order: WhatsApp with the confirmation
 * message ready to send (while the order is pending), a call, or the tracking link to paste anywhere.
 * The call needs a Pakistani number and WhatsApp a Pakistani mobile one; an order placed with
 * anything else shows only the link.
 */
export function OrderContactLinks({ order }: { order: OrderDetail }) {
  const phone = phoneKey(order.shippingInfo.phone);
  const tracking = trackingUrl(window.location.origin, order.trackingToken);
  const whatsApp = whatsAppLink(order.shippingInfo.phone, confirmationMessage(order, tracking));

  async function copyTracking() {
    try {
      await navigator.clipboard.writeText(tracking);
      toast.success('Tracking link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it instead.');
    }
  }

  return (
    <Stack spacing={2}>
      {phone ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {/* Its message asks the shopper to confirm: offered while the order waits for that. */}
          {order.status === 'pending' && whatsApp && (
            <WhatsAppLinkButton href={whatsApp} variant="contained">
              Confirm on WhatsApp
            </WhatsAppLinkButton>
          )}
          <Button component="a" href={`tel:${phone}`} variant="outlined" startIcon={<PhoneIcon />}>
            Call {order.shippingInfo.phone}
          </Button>
        </Stack>
      ) : null}
      <TextField
        label="Tracking link"
        value={tracking}
        size="small"
        fullWidth
        helperText="The shopper's own page: confirm, cancel or follow the order."
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: canCopy() ? (
              <InputAdornment position="end">
                <Tooltip title="Copy tracking link">
                  <IconButton
                    aria-label="Copy tracking link"
                    edge="end"
                    onClick={() => void copyTracking()}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Stack>
  );
}
