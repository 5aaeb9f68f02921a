/**
 * The names of stored images, shared by the API's image store and the web app's <img srcset>. The store
 * names every image it makes `<uuid>.webp` (longest side IMAGE_MAX_SIDE_PX) and beside it keeps a small
 * copy, `<uuid>-<IMAGE_SMALL_WIDTH_PX>.webp`, for the places an image is shown small: cards,
 * thumbnails, the cart.
 */
import { IMAGE_SMALL_WIDTH_PX } from './constants';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FULL_NAME = new RegExp(`^(${UUID})\\.webp$`);
const SMALL_NAME = new RegExp(`^(${UUID})-${IMAGE_SMALL_WIDTH_PX}\\.webp$`);

/** A name the store could have given a full-size image. */
export function isFullImageName(name: string): boolean {
  return FULL_NAME.test(name);
}

/** The small copy's name for a full-size image's name; null for any other name. */
export function smallImageName(name: string): string | null {
  const match = FULL_NAME.exec(name);
  return match ? `${match[1]}-${IMAGE_SMALL_WIDTH_PX}.webp` : null;
}

/** The full-size image a small copy is made from; null when the name is not a small copy's. */
export function fullImageNameOfSmall(name: string): string | null {
  const match = SMALL_NAME.exec(name);
  return match ? `${match[1]}.webp` : null;
}

/** A name the store could have given a file: a full-size image or a small copy. */
export function isStoredImageName(name: string): boolean {
  return FULL_NAME.test(name) || SMALL_NAME.test(name);
}
