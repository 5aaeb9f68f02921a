import Box from '@mui/material/Box';
import { imageUrl } from '../../../../lib/api-client';
import { FileImage } from '../../common/file-image';

interface ImagePreviewProps {
  file: File | null;
  existing: string | null;
  alt: string;
  size?: number;
}

const imageSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

/** A chosen file, or else an image the server already stores. */
export function ImagePreview({ file, existing, alt, size = 72 }: ImagePreviewProps) {
  let image = null;
  if (file) image = <FileImage file={file} alt={alt} sx={imageSx} />;
  else if (existing)
    image = <Box component="img" src={imageUrl(existing)} alt={alt} sx={imageSx} />;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        overflow: 'hidden',
      }}
    >
      {image}
    </Box>
  );
}
