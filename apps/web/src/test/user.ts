import userEvent from '@testing-library/user-event';

/** A shopper at the keyboard and mouse, without the pause between keys (the tests' clock is real). */
export function shopper() {
  return userEvent.setup({ delay: null });
}
