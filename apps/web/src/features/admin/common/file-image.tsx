import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

interface FileImageProps {
  file: File;
  alt: string;
  sx?: SxProps<Theme>;
}

/**
 * Shows a file the admin just chose, before it is uploaded. The object URL is set on the element and
 * released when the file changes or the image goes away, so previews do not pile up in memory.
 */
export function FileImage({ file, alt, sx }: FileImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return undefined;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return <Box component="img" ref={imageRef} alt={alt} sx={sx} />;
}
