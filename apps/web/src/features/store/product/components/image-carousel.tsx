import { COLOUR_OPTION, optionKey } from '@shop/domain/variants';
import { ChevronLeftIcon, ChevronRightIcon } from '../product-icons';
import { ProductImage } from '../../../../components/product-image';
import { capitalise } from './option-picker';
import * as styles from './image-carousel.css';

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
    <div aria-roledescription="carousel" aria-label={`${title} images`} className={styles.carousel}>
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
          <button
            type="button"
            aria-label="Previous image"
            onClick={() => step(-1)}
            className={styles.previous}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label="Next image"
            onClick={() => step(1)}
            className={styles.next}
          >
            <ChevronRightIcon />
          </button>
          <div aria-live="polite" className={styles.position}>
            Image {index + 1} of {count}
          </div>
        </>
      )}
    </div>
  );
}
