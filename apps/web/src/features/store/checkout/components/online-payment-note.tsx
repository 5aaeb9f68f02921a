import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { SHOP_PHONE_DISPLAY, shopWhatsApp } from '../../layout/shop-contact';
import { useShopSettings } from '../../shop-settings/api/get-shop-settings';

/**
 * Only cash on delivery is offered; online payment is arranged by message (spec §2 'Checkout'), on
 * the owner's WhatsApp number when the shop keeps one.
 */
export function OnlinePaymentNote() {
  const whatsApp = shopWhatsApp(useShopSettings()?.whatsappNumber);
  return (
    <Typography variant="body2" sx={{ bgcolor: 'secondary.main', p: 1.5, borderRadius: 1 }}>
      Want to pay online? Contact us on {SHOP_PHONE_DISPLAY}
      {whatsApp && (
        <>
          {' '}
          via{' '}
          <Link
            href={whatsApp.href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ fontWeight: 600, color: 'primary.dark' }}
          >
            WhatsApp<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </>
      )}{' '}
      to arrange payment.
    </Typography>
  );
}
