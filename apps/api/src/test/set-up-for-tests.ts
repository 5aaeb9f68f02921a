import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of one file or describe block share (the app, a courier's test server): made
 * before them (beforeAll), closed after them (afterAll). What this answers stands for it: its fields
 * are read from the thing once made, so read them inside the tests (or a later hook), not when the
 * describe block is defined.
 */
export function setUpForTests<T extends { close(): Promise<unknown> }>(make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    await made?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!made) throw new Error('Made before the tests: read it inside one');
      const value: unknown = Reflect.get(made, key);
      // A method is called on the thing itself, not on what stands for it.
      return typeof value === 'function' ? value.bind(made) : value;
    },
  });
}
