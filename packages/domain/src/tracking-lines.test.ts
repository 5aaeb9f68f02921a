import { describe, expect, it } from 'vitest';
import { parseTrackingLines } from './tracking-lines';

describe('tracking numbers pasted from a courier sheet', () => {
  it('reads a number and a tracking number per line, however they are separated', () => {
    const pasted =
      'ZB-10015, LE-778812\n10016\tLE-778813\r\nzb 10017 ; TRX 99\n  ZB-10018   PX7781  \n\n';
    expect(parseTrackingLines(pasted)).toEqual({
      found: [
        { number: 10015, trackingNumber: 'LE-778812' },
        { number: 10016, trackingNumber: 'LE-778813' },
        { number: 10017, trackingNumber: 'TRX 99' },
        { number: 10018, trackingNumber: 'PX7781' },
      ],
      unreadable: [],
    });
  });

  it('names the lines it cannot read, as pasted', () => {
    expect(parseTrackingLines('ZB-10015\nhello, LE-1\nZB-10016, LE-2').unreadable).toEqual([
      { line: 1, text: 'ZB-10015' },
      { line: 2, text: 'hello, LE-1' },
    ]);
  });
});
