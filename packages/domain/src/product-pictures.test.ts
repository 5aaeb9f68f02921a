import { describe, expect, it } from 'vitest';
import { refreshLines } from './cart-checkout';
import {
  hasOwnPicture,
  imageForChoice,
  pictureKey,
  pictureOption,
  pictureValuesLabel,
} from './product-pictures';

const bag = {
  images: ['bag.webp', 'clutch.webp', 'tote.webp', 'tote-side.webp'],
  imageColors: ['', 'Clutch', 'tote', 'Tote'],
  options: ['Style'],
};

/** A product with a picture per value of its picture option, named after the value ('ruby.webp'). */
function onePicturePerValue(values: string[], options: string[]) {
  return {
    images: values.map((value) => `${value.toLowerCase()}.webp`),
    imageColors: values,
    options,
  };
}

describe('pictures per option value', () => {
  it('gives the pictures to Colour when the product has it, else to its first option', () => {
    expect(pictureOption(['Size', 'Colour'])).toBe('Colour');
    expect(pictureOption(['Stone', 'Size'])).toBe('Stone');
    expect(pictureOption([])).toBeNull();
    expect(pictureKey(['Style'])).toBe('style');
    // The spec's cart line names a colour: a product without options is matched by colour.
    expect(pictureKey([])).toBe('colour');
  });

  it("shows the chosen Style's first picture, matched as colours are (trimmed, any case)", () => {
    expect(imageForChoice(bag, { style: 'Tote' })).toBe('tote.webp');
    expect(imageForChoice(bag, { style: ' clutch ' })).toBe('clutch.webp');
    // None chosen: the first value's picture; a value without one: the first image.
    expect(imageForChoice(bag, {})).toBe('clutch.webp');
    expect(imageForChoice(bag, { style: 'Satchel' })).toBe('bag.webp');
    expect(imageForChoice({ ...bag, images: [] }, { style: 'Tote' })).toBe('');
  });

  it('reads the picture option only: a ring shows its stone, whatever its size', () => {
    const ring = onePicturePerValue(['Ruby', 'Emerald'], ['Stone', 'Size']);
    expect(imageForChoice(ring, { stone: 'Emerald', size: '6' })).toBe('emerald.webp');
    expect(imageForChoice(ring, { size: '7', stone: 'Ruby' })).toBe('ruby.webp');
  });

  it('keeps colours owning the pictures of a product with colours and sizes, as before', () => {
    const bangle = onePicturePerValue(['Red', 'Green'], ['Size', 'Colour']);
    expect(imageForChoice(bangle, { size: '2.4', colour: 'green' })).toBe('green.webp');
    expect(imageForChoice({ ...bangle, options: [] }, { colour: 'Green' })).toBe('green.webp');
  });

  it('says whether a value has pictures of its own', () => {
    expect(hasOwnPicture(bag, { style: 'TOTE' })).toBe(true);
    expect(hasOwnPicture(bag, { style: 'Satchel' })).toBe(false);
    expect(hasOwnPicture(bag, {})).toBe(false);
  });

  it('names the values in a sentence', () => {
    expect(pictureValuesLabel('Colour')).toBe('colours');
    expect(pictureValuesLabel(null)).toBe('colours');
    expect(pictureValuesLabel('Style')).toBe('Style values');
  });

  it("refreshes a cart line's picture from its variant's Style, or its colour without one", () => {
    const product = {
      id: 1,
      discounted_price: 100,
      quantity: 5,
      ...bag,
      variants: [
        { id: 10, options: { style: 'Clutch' }, quantity: 2 },
        { id: 11, options: { style: 'Tote' }, quantity: 3 },
      ],
    };
    const line = {
      id: 1,
      selectedColor: '',
      variantId: 11,
      quantity: 1,
      max_quantity: 3,
      discounted_price: 100,
      imageToShow: '',
    };
    expect(refreshLines([line], [product])[0]?.imageToShow).toBe('tote.webp');
    const colours = {
      ...product,
      imageColors: ['Gold', 'Silver', '', ''],
      options: ['Colour'],
      variants: undefined,
    };
    const spec = { ...line, selectedColor: 'silver', variantId: undefined };
    expect(refreshLines([spec], [colours])[0]?.imageToShow).toBe('clutch.webp');
  });
});
