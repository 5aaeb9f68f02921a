/**
 * The server's background jobs (sending the outbox's mails, cancelling orders nobody confirmed): each
 * runs every so often while the server is up, never twice at once in one process, and can be asked to
 * run now (after a write that gave it work). Several processes may run the same job: every job claims
 * its rows with row locks (SKIP LOCKED or a re-check under the lock), so none does another's work.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  add(job: Job): void;
  /** Runs the job as soon as it is not running (a run already waiting covers this call too). */
  runSoon(name: string): void;
  /** Runs the job now and waits for it (tests and commands). */
  runNow(name: string): Promise<void>;
}

interface Slot {
  job: Job;
  running: Promise<void> | null;
  again: boolean;
  timer?: NodeJS.Timeout;
}

export function createJobRunner(app: FastifyInstance): JobRunner {
  const slots = new Map<string, Slot>();
  let started = false;
  let closing = false;

  function slotOf(name: string): Slot {
    const slot = slots.get(name);
    if (!slot) throw new Error(`No job named ${name}`);
    return slot;
  }

  function start(slot: Slot): Promise<void> {
    if (slot.running) {
      slot.again = true;
      return slot.running;
    }
    slot.running = (async () => {
      do {
        slot.again = false;
        try {
          await slot.job.run();
        } catch (error) {
          app.log.error({ err: error, job: slot.job.name }, 'background job failed');
        }
      } while (slot.again && !closing);
    })().finally(() => {
      slot.running = null;
    });
    return slot.running;
  }

  function schedule(slot: Slot) {
    slot.timer = setInterval(() => void start(slot), slot.job.everyMs);
    slot.timer.unref();
  }

  app.addHook('onReady', async () => {
    started = true;
    for (const slot of slots.values()) schedule(slot);
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const slot of slots.values()) clearInterval(slot.timer);
    await Promise.all([...slots.values()].map((slot) => slot.running));
  });

  return {
    add(job) {
      const slot: Slot = { job, running: null, again: false };
      slots.set(job.name, slot);
      if (started) schedule(slot);
    },
    runSoon(name) {
      if (!closing) void start(slotOf(name));
    },
    runNow(name) {
      // A run already under way may have missed what the caller just wrote: start() runs it again.
      return start(slotOf(name));
    },
  };
}

/** What a job that sends its due rows one at a time (the mails, the shopper messages) is given. */
export interface SendingJobDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** How long a failed row waits (tests: 0, to try again at once); by default the job's own doublingDelay. */
  retryDelay?: (attempts: number) => number;
}

/** How long a job's failed row waits before its next try: doubling from `firstMs`, at most `longestMs`. */
export function doublingDelay(firstMs: number, longestMs: number): (attempts: number) => number {
  return (attempts) => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
}
