import { PAGE_TITLES } from '@shop/domain/site';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from '../../../lib/router';
import { useDocumentTitle } from '../../../components/use-document-title';

export const NOT_FOUND_TITLE = PAGE_TITLES.notFound;

/** Unknown routes and unknown product ids. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>We could not find the page you were looking for.</Typography>
      <Button variant="contained" component={Link} to="/products">
        Continue shopping
      </Button>
    </Container>
  );
}
