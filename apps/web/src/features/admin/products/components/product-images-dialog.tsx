import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/domain/schemas/product.schema';
import { smallImageUrl } from '../../../../lib/api-client';

interface ProductImagesDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** 'View Images': a product's images as thumbnails with their colours. */
export function ProductImagesDialog({ product, onClose }: ProductImagesDialogProps) {
  const images = product?.images ?? [];
  return (
    <Dialog open={product !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Images of {product?.title}</DialogTitle>
      <DialogContent>
        {images.length === 0 ? (
          <Typography>No images available</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gap: 2,
            }}
          >
            {images.map((name, index) => {
              const color = product?.imageColors[index];
              return (
                <Box component="li" key={`${name}-${index}`}>
                  <Box
                    component="img"
                    src={smallImageUrl(name)}
                    alt={
                      color
                        ? `${product?.title} in ${color}`
                        : `${product?.title} image ${index + 1}`
                    }
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                  />
                  {color ? (
                    <Typography
                      variant="body2"
                      sx={{ textAlign: 'center', textTransform: 'capitalize' }}
                    >
                      {color}
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
