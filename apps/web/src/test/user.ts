import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A shopper at the keyboard and mouse. No pause between keys, and no pointer-events check before each
 * one: that check reads the computed style of every element up the tree, which in happy-dom costs more
 * than the rest of a test, and the forms here have no element that lets pointer events through.
 */
export function shopper() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
