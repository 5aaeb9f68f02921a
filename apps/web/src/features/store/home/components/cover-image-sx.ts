/** An image that fills its positioned box, cropped rather than stretched (the hero's and the promos'). */
export const coverImageSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;
