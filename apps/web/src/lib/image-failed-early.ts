/**
 * A ref for an <img> with an onError fallback. An image in the server's HTML starts loading before the
 * page hydrates, so it may have failed before React was listening for its error event: this calls
 * `onFailed` for an image already complete without any pixels.
 */
export function ifFailedEarly(onFailed: () => void) {
  return (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) onFailed();
  };
}
