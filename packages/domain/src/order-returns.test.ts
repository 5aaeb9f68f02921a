import { describe, expect, it } from 'vitest';
import {
  correctionsOf,
  CORRECTION_DAYS,
  eventReasonLabel,
  isCorrection,
  reasonProblems,
  refusedCorrection,
  RETURN_REASONS,
  stockMoveOf,
} from './order-returns';
import { ORDER_STATUSES } from './order-status';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

describe('return reasons', () => {
  it('asks a return for one of its reasons, and a note for "other"', () => {
    expect(reasonProblems({ status: 'returned' })).toEqual([
      { path: 'reason', message: 'Choose a reason' },
    ]);
    expect(reasonProblems({ status: 'returned', reason: 'fake' })).toEqual([
      { path: 'reason', message: 'Choose a reason' },
    ]);
    expect(reasonProblems({ status: 'returned', reason: 'other', note: ' ' })).toEqual([
      { path: 'note', message: 'Write a note for "Other"' },
    ]);
    for (const reason of RETURN_REASONS) {
      expect(reasonProblems({ status: 'returned', reason, note: 'why' })).toEqual([]);
    }
  });

  it('keeps the cancel reasons for a cancel and asks nothing of other moves', () => {
    expect(reasonProblems({ status: 'cancelled', reason: 'damaged' })).toHaveLength(1);
    expect(reasonProblems({ status: 'cancelled', reason: 'other' })).toEqual([]);
    expect(reasonProblems({ status: 'delivered' })).toEqual([]);
  });

  it('reads a reason by the list of the move it was given for', () => {
    expect(eventReasonLabel('returned', 'refused_at_door')).toBe('Refused at the door');
    expect(eventReasonLabel('cancelled', 'no_answer')).toBe('No answer');
    expect(eventReasonLabel('returned', 'other')).toBe('Other');
  });
});

describe('corrections between delivered and returned', () => {
  it('are the only corrections', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected =
          (from === 'delivered' && to === 'returned') ||
          (from === 'returned' && to === 'delivered');
        expect(isCorrection(from, to)).toBe(expected);
      }
    }
  });

  it(`are allowed for ${CORRECTION_DAYS} days after the change, then refused`, () => {
    const inTime = now - CORRECTION_DAYS * DAY;
    const late = inTime - 1;
    expect(correctionsOf('delivered', inTime, now)).toEqual(['returned']);
    expect(correctionsOf('returned', inTime, now)).toEqual(['delivered']);
    expect(correctionsOf('delivered', late, now)).toEqual([]);
    expect(correctionsOf('shipped', now, now)).toEqual([]);
    expect(refusedCorrection('delivered', inTime, now)).toBeNull();
    expect(refusedCorrection('returned', late, now)).toBe(
      'This order was marked returned more than 7 days ago, so it can no longer be corrected.',
    );
  });

  it('move the stock back on a return and out again on its correction', () => {
    expect(stockMoveOf('shipped', 'returned')).toBe('back');
    expect(stockMoveOf('delivered', 'returned')).toBe('back');
    expect(stockMoveOf('returned', 'delivered')).toBe('out');
    expect(stockMoveOf('pending', 'cancelled')).toBe('back');
    expect(stockMoveOf('shipped', 'delivered')).toBeNull();
  });
});
