import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('turns at the embedded database', () => {
  it('runs one at a time, in the order asked for, a failing one handing on too', async () => {
    const inTurn = createTurns();
    const seen: string[] = [];
    let running = 0;
    const turn = (name: string, fail = false) =>
      inTurn(async () => {
        running += 1;
        expect(running).toBe(1);
        seen.push(`${name} starts`);
        await Promise.resolve();
        seen.push(`${name} ends`);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([turn('a'), turn('b', true), turn('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets the event loop run between two turns (where Node reads its sockets)', async () => {
    const inTurn = createTurns();
    const seen: string[] = [];
    await Promise.all([
      inTurn(async () => {
        // A request read while this turn runs: its callback comes from the event loop, not a promise.
        setImmediate(() => seen.push('a socket read'));
        seen.push('first');
      }),
      inTurn(async () => {
        seen.push('second');
      }),
    ]);
    expect(seen).toEqual(['first', 'a socket read', 'second']);
  });

  it('starts at once when nobody holds a turn', async () => {
    const inTurn = createTurns();
    let started = false;
    const done = inTurn(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await done;
  });
});
