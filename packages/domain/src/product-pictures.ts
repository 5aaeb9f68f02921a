/**
 * A product's pictures per option value (issue #27, decision 0034): each image is tagged, by position in
 * `imageColors` (the spec's name, kept on the wire and in the column), with a value of the product's
 * picture option, and a choice shows the first image of its value. Colour owns the pictures when the
 * product has it, as every product did before; else its first option ('Style: Clutch, Tote'). The
 * product page, the cart, the checkout's refresh and the order's stored picture all ask this module.
 */
import { imageForColour, matchColour } from './cart';
import { COLOUR_OPTION, optionKey, type VariantOptions } from './variants';

/** The option whose values own the pictures: Colour when the product has it, else its first; none. */
export function pictureOption(options: readonly string[]): string | null {
  return options.find((name) => optionKey(name) === optionKey(COLOUR_OPTION)) ?? options[0] ?? null;
}

/**
 * The key a choice names the picture option's value under ('colour', 'style'). A product without
 * options is matched by colour, as the spec's cart line names it (`selectedColor`).
 */
export function pictureKey(options: readonly string[]): string {
  return optionKey(pictureOption(options) ?? COLOUR_OPTION);
}

/**
 * The picture of a choice (a variant's values, or { colour } for the spec's cart line): the first image
 * tagged with the picture option's value as the choice names it, else the first image, else ''. Tags
 * match as colours always did: trimmed, in any case; no value chosen is the first tagged value.
 */
export function imageForChoice(
  product: {
    images: readonly string[];
    imageColors: readonly string[];
    options: readonly string[];
  },
  choice: VariantOptions,
): string {
  return imageForColour(product, choice[pictureKey(product.options)] ?? '');
}

/**
 * Whether the choice's value has pictures of its own. A value without (a size nobody photographed) keeps
 * the picture the shopper is looking at; the cart and the order then show the first image.
 */
export function hasOwnPicture(
  product: { imageColors: readonly string[]; options: readonly string[] },
  choice: VariantOptions,
): boolean {
  const value = choice[pictureKey(product.options)] ?? '';
  return value.trim() !== '' && matchColour(product, value) !== null;
}

/** How the back office names the picture option's values in a sentence: 'colours', 'Style values'. */
export function pictureValuesLabel(option: string | null): string {
  if (option === null || optionKey(option) === optionKey(COLOUR_OPTION)) return 'colours';
  return `${option.trim()} values`;
}
