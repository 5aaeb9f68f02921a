import Box from '@mui/material/Box';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsAppLink } from '@shop/domain/whatsapp';
import { useShopSettings } from '../api/get-shop-settings';

/** The contact page's WhatsApp line, when the owner keeps a WhatsApp number (Shop settings). */
export function WhatsAppContact() {
  const settings = useShopSettings();
  const link = settings && whatsAppLink(settings.whatsappNumber, 'Hi! I have a question.');
  if (!link) return null;
  return (
    <Box
      component="a"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        mb: 3,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: '#17693a',
        color: '#ffffff',
        fontWeight: 700,
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: '#0f5129' },
      }}
    >
      <WhatsAppIcon aria-hidden />
      Ask us on WhatsApp ({settings.whatsappNumber})
    </Box>
  );
}
