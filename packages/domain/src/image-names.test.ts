import { describe, expect, it } from 'vitest';
import {
  fullImageNameOfSmall,
  isFullImageName,
  isStoredImageName,
  smallImageName,
} from './image-names';

const FULL = '0b6c3f7e-2a4d-4c1b-9f3e-1d2c3b4a5e6f.webp';
const SMALL = '0b6c3f7e-2a4d-4c1b-9f3e-1d2c3b4a5e6f-400.webp';

describe('stored image names', () => {
  it('pairs a full-size image with its small copy, both ways', () => {
    expect(isFullImageName(FULL)).toBe(true);
    expect(smallImageName(FULL)).toBe(SMALL);
    expect(fullImageNameOfSmall(SMALL)).toBe(FULL);
  });

  it.each([
    SMALL,
    'photo.jpg',
    '../0b6c3f7e-2a4d-4c1b-9f3e-1d2c3b4a5e6f.webp',
    `${FULL}.partial`,
    '',
  ])('has no small copy for %j', (name) => {
    expect(smallImageName(name)).toBeNull();
  });

  it.each([FULL, 'x-400.webp', `${SMALL}/..`, `../${SMALL}`])(
    'reads %j as no small copy',
    (name) => {
      expect(fullImageNameOfSmall(name)).toBeNull();
    },
  );

  it('knows the names of both kinds of stored file, and no other', () => {
    expect(isStoredImageName(FULL)).toBe(true);
    expect(isStoredImageName(SMALL)).toBe(true);
    for (const name of [
      `${FULL}.partial`,
      `${FULL}.1f2e.partial`,
      'jwt-secret',
      `../${FULL}`,
      '',
    ]) {
      expect(isStoredImageName(name)).toBe(false);
    }
  });
});
