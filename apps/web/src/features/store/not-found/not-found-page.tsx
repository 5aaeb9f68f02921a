import { PAGE_TITLES } from '@shop/domain/site';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '../../../lib/router';
import { buttonLook } from '../../../components/light-controls';
import { useDocumentTitle } from '../../../components/use-document-title';

export const NOT_FOUND_TITLE = PAGE_TITLES.notFound;

/**
 * Unknown routes and unknown product ids. Part of the product page's code (an id that names nothing),
 * so drawn with plain elements in MUI's looks: Container's small width and a contained Button.
 */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Box
      sx={{
        width: '100%',
        mx: 'auto',
        boxSizing: 'border-box',
        px: { xs: 2, sm: 3 },
        maxWidth: { sm: 600 },
        py: 10,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>We could not find the page you were looking for.</Typography>
      <Box component={Link} to="/products" sx={buttonLook('contained')}>
        Continue shopping
      </Box>
    </Box>
  );
}
