import { describe, expect, it } from 'vitest';
import {
  createProductBodySchema,
  normaliseProductLists,
  updateProductBodySchema,
} from './product.schema';
import { fieldMessages } from './test-helpers';

/** As multipart sends it: everything is text. */
const multipart = {
  title: 'Kundan earrings',
  description: 'Gold-plated',
  price: '2500',
  discounted_price: '2500',
  quantity: '4',
  type: 'Jewelry',
  sub_type: 'Earrings',
  top_featured: 'Active',
  images: ['a.jpg', 'b.jpg'],
  imageColors: ['gold', 'silver'],
  addOns: JSON.stringify([{ key: 'Gift box', price: 150 }]),
};

describe('createProductBodySchema', () => {
  it('reads a multipart product', () => {
    expect(createProductBodySchema.parse(multipart)).toEqual({
      title: 'Kundan earrings',
      description: 'Gold-plated',
      price: 2500,
      discounted_price: 2500,
      quantity: 4,
      type: 'Jewelry',
      sub_type: 'Earrings',
      top_featured: 'Active',
      images: ['a.jpg', 'b.jpg'],
      imageColors: ['gold', 'silver'],
      addOns: [{ key: 'Gift box', price: 150 }],
    });
  });

  it('reads a single image, encoded lists and encoded add-on entries', () => {
    const parsed = createProductBodySchema.parse({
      ...multipart,
      type: 'Bags',
      sub_type: '',
      images: 'bag.jpg',
      imageColors: JSON.stringify(JSON.stringify(['black'])),
      addOns: JSON.stringify([JSON.stringify({ key: 'Strap', price: '99.50' })]),
    });
    expect(parsed).toMatchObject({
      sub_type: null,
      images: ['bag.jpg'],
      imageColors: ['black'],
      addOns: [{ key: 'Strap', price: 99.5 }],
    });
  });

  it.each([
    [{ title: '' }, { title: 'Title is required' }],
    [{ description: ' ' }, { description: 'Description is required' }],
    [{ price: '' }, { price: 'Price is required' }],
    [{ price: '0', discounted_price: '0' }, { price: 'Price must be greater than 0' }],
    [{ price: 'abc' }, { price: 'Price must be a number' }], // no cross-field message about 'abc'
    [{ price: '10.005', discounted_price: '10' }, { price: 'Price must have at most 2 decimals' }],
    [
      { discounted_price: '3000' },
      { discounted_price: 'Discounted price must not exceed the price' },
    ],
    [{ quantity: '' }, { quantity: 'Quantity is required' }],
    [{ quantity: '1.5' }, { quantity: 'Quantity must be a whole number' }],
    [{ quantity: '-1' }, { quantity: 'Quantity must not be negative' }],
    [{ type: 'Shoes' }, { type: 'Type must be Jewelry or Bags' }],
    [{ sub_type: '' }, { sub_type: 'Sub type is required for Jewelry' }],
    [{ type: 'Bags' }, { sub_type: 'Bags have no sub type' }],
    [{ images: [], imageColors: [] }, { images: 'At least one image is required' }],
    [{ images: '', imageColors: undefined }, { images: 'At least one image is required' }],
    [
      { imageColors: ['gold', 'silver', 'rose'] },
      { imageColors: 'Each colour must belong to an image' },
    ],
    [{ addOns: [{ key: '', price: 10 }] }, { 'addOns.0.key': 'Add-on name is required' }],
    [
      { addOns: [{ key: 'Box', price: 0 }] },
      { 'addOns.0.price': 'Add-on price must be greater than 0' },
    ],
    [{ top_featured: 'maybe' }, { top_featured: 'Must be Active or Inactive' }],
  ])('%j → %j', (change, messages) => {
    expect(fieldMessages(createProductBodySchema, { ...multipart, ...change })).toEqual(messages);
  });

  it('rejects unknown fields', () => {
    expect(createProductBodySchema.safeParse({ ...multipart, id: 3 }).success).toBe(false);
  });
});

describe('updateProductBodySchema', () => {
  it('takes only discounted_price for the bulk discount (spec §9)', () => {
    expect(updateProductBodySchema.parse({ discounted_price: '2250' })).toEqual({
      discounted_price: 2250,
    });
  });

  it('still applies the product rules to what is sent', () => {
    expect(
      fieldMessages(updateProductBodySchema, { price: '100', discounted_price: '150' }),
    ).toEqual({ discounted_price: 'Discounted price must not exceed the price' });
    expect(fieldMessages(updateProductBodySchema, { show_price: 'active' })).toBeNull();
  });
});

describe('normaliseProductLists', () => {
  it('decodes a stored product’s lists whatever their encoding', () => {
    expect(
      normaliseProductLists({
        images: JSON.stringify(JSON.stringify(['a.jpg'])),
        imageColors: null,
        addOns: JSON.stringify(JSON.stringify([{ key: 'Box', price: '150' }])),
      }),
    ).toEqual({ images: ['a.jpg'], imageColors: [], addOns: [{ key: 'Box', price: 150 }] });
  });
});
