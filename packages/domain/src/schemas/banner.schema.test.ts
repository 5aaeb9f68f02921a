import { describe, expect, it } from 'vitest';
import { addBannerBodySchema, updateBannerBodySchema } from './banner.schema';
import { fieldMessages } from './test-helpers';

describe('banner bodies', () => {
  it.each([
    ['hero.jpg', 'hero.jpg'],
    [JSON.stringify('hero.jpg'), 'hero.jpg'],
    [JSON.stringify(JSON.stringify(['hero.jpg'])), 'hero.jpg'],
  ])('reads the image %j', (image, name) => {
    expect(addBannerBodySchema.parse({ image })).toEqual({ image: name });
  });

  it('requires an image and a valid id for updates', () => {
    expect(fieldMessages(addBannerBodySchema, { image: '' })).toEqual({
      image: 'Image is required',
    });
    expect(fieldMessages(addBannerBodySchema, {})).toEqual({ image: 'Image is required' });
    expect(updateBannerBodySchema.parse({ id: '2', image: 'x.jpg' })).toEqual({
      id: 2,
      image: 'x.jpg',
    });
  });
});
