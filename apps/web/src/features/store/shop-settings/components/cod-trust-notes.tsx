import { whatsAppLink } from '@shop/domain/whatsapp';
import type { ReactNode } from 'react';
import { lightIcon, WhatsAppIcon } from '../../../../components/light-icons';
import { useShopSettings } from '../api/get-shop-settings';
import { useSiteOrigin } from './use-site-origin';
import * as styles from './cod-trust-notes.css';

// @mui/icons-material's paths (v9), drawn without SvgIcon: these notes are in the product page's
// first view.
const LocalShippingOutlinedIcon = lightIcon(
  'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
);
const PaymentsOutlinedIcon = lightIcon(
  'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-2 0H3V6h14zm-7-7c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3m13 0v11c0 1.1-.9 2-2 2H4v-2h17V7z',
);
const SwapHorizOutlinedIcon = lightIcon(
  'M6.99 11 3 15l3.99 4v-3H14v-2H6.99zM21 9l-3.99-4v3H10v2h7.01v3z',
);

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.note}>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/**
 * What a cash-on-delivery shopper looks for before trusting a new shop (issue #26): when it arrives,
 * that she pays at the door, the exchange policy, and a way to ask on WhatsApp. The texts are the
 * owner's (Shop settings); an empty one is not shown. Plain markup: this sits in the product page's
 * first view.
 */
export function CodTrustNotes({ product }: { product: { id: number; title: string } }) {
  const settings = useShopSettings();
  const origin = useSiteOrigin();
  const whatsApp =
    settings &&
    whatsAppLink(
      settings.whatsappNumber,
      `Hi! I have a question about “${product.title}”: ${origin}/product/${product.id}`,
    );
  return (
    <ul aria-label="Delivery and payment" className={styles.notes}>
      {settings?.deliveryTime && (
        <Note icon={<LocalShippingOutlinedIcon className={styles.icon} />}>
          <strong>Delivery:</strong> {settings.deliveryTime}
        </Note>
      )}
      <Note icon={<PaymentsOutlinedIcon className={styles.icon} />}>
        <strong>Pay cash at your door</strong>: cash on delivery, nothing to pay now
      </Note>
      {settings?.exchangePolicy && (
        <Note icon={<SwapHorizOutlinedIcon className={styles.icon} />}>
          <span className={styles.lines}>
            <strong>Exchange:</strong> {settings.exchangePolicy}
          </span>
        </Note>
      )}
      {whatsApp && (
        <Note icon={<WhatsAppIcon className={styles.whatsAppIcon} />}>
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.whatsAppLink}
          >
            Ask on WhatsApp
          </a>
        </Note>
      )}
    </ul>
  );
}
