import { PAGE_TITLES } from '@shop/domain/site';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title';
import { SHOP_EMAIL, SHOP_PHONE_DISPLAY, SHOP_PHONE_HREF } from '../layout/shop-contact';
import { WhatsAppContact } from '../shop-settings/components/whatsapp-contact';
import { ContactFormCard } from './components/contact-form';

/** /contact-us (spec §2). */
export default function ContactPage() {
  useDocumentTitle(PAGE_TITLES.contact);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Contact Us
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Questions about an order, a product or a custom piece? Send us a message, e-mail{' '}
        <Link href={`mailto:${SHOP_EMAIL}`} sx={{ color: 'primary.dark', fontWeight: 600 }}>
          {SHOP_EMAIL}
        </Link>{' '}
        or call{' '}
        <Link href={SHOP_PHONE_HREF} sx={{ color: 'primary.dark', fontWeight: 600 }}>
          {SHOP_PHONE_DISPLAY}
        </Link>
        .
      </Typography>
      <WhatsAppContact />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ maxWidth: 640, mx: 'auto' }}>
          <ContactFormCard />
        </Box>
      </Paper>
    </Container>
  );
}
