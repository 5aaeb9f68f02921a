import Box from '@mui/material/Box';
import { COLOUR_OPTION, optionKey } from '@shop/domain/variants';
import { iconButtonLook } from '../../../../components/light-controls';
import { ChevronLeftIcon, ChevronRightIcon } from '../product-icons';
import { ProductImage } from '../../../../components/product-image';
import { capitalise } from './option-picker';

interface ImageCarouselProps {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  /** The value of the picture option each image shows, by position, to say which one is shown. */
  imageColors: readonly string[];
  /** The option those values belong to ('Colour', 'Style'); none: they are colours (the spec's). */
  pictureOption: string | null;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  color: '#2C2C2C',
  boxShadow: 1,
  '&:hover': { bgcolor: '#ffffff' },
} as const;

/** The product's images, one at a time; arrows only for two or more, wrapping around (spec §2). */
export function ImageCarousel({
  images,
  index,
  onIndexChange,
  title,
  imageColors,
  pictureOption,
}: ImageCarouselProps) {
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';
  const value = imageColors[index];
  const isColour = pictureOption === null || optionKey(pictureOption) === optionKey(COLOUR_OPTION);
  const alt = !value
    ? title
    : isColour
      ? `${title} in ${capitalise(value)}`
      : `${title}, ${pictureOption} ${capitalise(value)}`;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  return (
    <Box
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        border: '1px solid #eadfd7',
      }}
    >
      <ProductImage
        key={current}
        image={current}
        sizes="(min-width: 900px) 50vw, 100vw"
        alt={alt}
        width={800}
        height={800}
        eager
        fit="contain"
      />
      {count > 1 && (
        <>
          <Box
            component="button"
            type="button"
            aria-label="Previous image"
            onClick={() => step(-1)}
            sx={[iconButtonLook(), arrowSx, { left: 8 }]}
          >
            <ChevronLeftIcon />
          </Box>
          <Box
            component="button"
            type="button"
            aria-label="Next image"
            onClick={() => step(1)}
            sx={[iconButtonLook(), arrowSx, { right: 8 }]}
          >
            <ChevronRightIcon />
          </Box>
          <Box
            aria-live="polite"
            sx={{
              position: 'absolute',
              bottom: 8,
              left: '50%',
              transform: 'translateX(-50%)',
              bgcolor: 'rgba(44,44,44,0.75)',
              color: '#ffffff',
              fontSize: '0.8rem',
              px: 1.25,
              py: 0.25,
              borderRadius: 10,
            }}
          >
            Image {index + 1} of {count}
          </Box>
        </>
      )}
    </Box>
  );
}
