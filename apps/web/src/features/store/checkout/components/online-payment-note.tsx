import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { SHOP_PHONE_DISPLAY, SOCIAL_LINKS } from '../../layout/shop-contact';

const whatsApp = SOCIAL_LINKS.find((link) => link.label === 'WhatsApp');

/** Only cash on delivery is offered; online payment is arranged by message (spec §2 'Checkout'). */
export function OnlinePaymentNote() {
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
