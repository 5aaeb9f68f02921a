import { ORDER_BULK_MAX } from '@shop/domain/schemas/order-changes.schema';
import { useState } from 'react';

/** How far a run of batches has come, in orders. */
export interface BatchProgress {
  done: number;
  of: number;
}

/**
 * The server takes ORDER_BULK_MAX orders a call: more are sent in batches, one after another, with the
 * progress shown. What the batches answered before one failed is still settled (those orders did
 * move), then the failure goes on to the caller.
 */
export function useOrderBatches() {
  const [progress, setProgress] = useState<BatchProgress | null>(null);

  async function runInBatches<Result>(
    ids: readonly number[],
    send: (batch: number[]) => Promise<Result[]>,
    settle: (results: Result[]) => void,
  ): Promise<void> {
    const results: Result[] = [];
    setProgress({ done: 0, of: ids.length });
    try {
      for (let start = 0; start < ids.length; start += ORDER_BULK_MAX) {
        const batch = ids.slice(start, start + ORDER_BULK_MAX);
        results.push(...(await send(batch)));
        setProgress({ done: start + batch.length, of: ids.length });
      }
    } finally {
      setProgress(null);
      if (results.length > 0) settle(results);
    }
  }

  return { progress, runInBatches };
}
