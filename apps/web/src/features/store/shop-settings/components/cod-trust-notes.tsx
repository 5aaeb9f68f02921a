import Box from '@mui/material/Box';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsAppLink } from '@shop/domain/whatsapp';
import type { ReactNode } from 'react';
import { useShopSettings } from '../api/get-shop-settings';
import { useSiteOrigin } from './use-site-origin';

const rowSx = { display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.5 } as const;
const iconSx = { color: 'primary.dark', fontSize: 22, mt: '1px', flexShrink: 0 } as const;

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={rowSx}>
      {icon}
      <span>{children}</span>
    </Box>
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
    <Box
      component="ul"
      aria-label="Delivery and payment"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 1.25,
        border: '1px solid #eadfd7',
        borderRadius: 2,
        bgcolor: '#fbf7f4',
        fontSize: '0.95rem',
      }}
    >
      {settings?.deliveryTime && (
        <Note icon={<LocalShippingOutlined sx={iconSx} aria-hidden />}>
          <strong>Delivery:</strong> {settings.deliveryTime}
        </Note>
      )}
      <Note icon={<PaymentsOutlined sx={iconSx} aria-hidden />}>
        <strong>Pay cash at your door</strong>: cash on delivery, nothing to pay now
      </Note>
      {settings?.exchangePolicy && (
        <Note icon={<SwapHorizOutlined sx={iconSx} aria-hidden />}>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            <strong>Exchange:</strong> {settings.exchangePolicy}
          </Box>
        </Note>
      )}
      {whatsApp && (
        <Note icon={<WhatsAppIcon sx={{ ...iconSx, color: '#1c7c3c' }} aria-hidden />}>
          <Box
            component="a"
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: '#17693a', fontWeight: 700 }}
          >
            Ask on WhatsApp
          </Box>
        </Note>
      )}
    </Box>
  );
}
