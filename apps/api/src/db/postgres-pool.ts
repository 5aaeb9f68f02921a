/**
 * node-postgres's pool, made safe for Drizzle's transactions when PostgreSQL stops answering
 * (bench/fault-postgres.ts). Drizzle 0.45's node-postgres session (drizzle-orm issues #6114, #6241)
 * checks a connection out, sends BEGIN before the try whose finally releases it, and releases it
 * without an error whatever happened:
 *
 * - a BEGIN that fails never releases its connection: the pool loses it for good, and after a few
 *   such failures every request waits for a connection and answers 503;
 * - a statement that timed out on the client's side (query_timeout: a frozen or unreachable server)
 *   is still running on the server, yet the connection stays in use: Drizzle's ROLLBACK waits behind
 *   it for a second timeout, and when that one times out too the connection goes back to the pool in
 *   the middle of the abandoned transaction, where the next request's statements run and are never
 *   committed.
 *
 * Here either failure hands the connection back at once with the error, so the pool closes it (the
 * server rolls the transaction back when it sees the connection gone); the statements still queued
 * on it fail at once, and Drizzle's own release afterwards does nothing. Failures that leave the
 * connection sound (a constraint, a lock timeout) take Drizzle's usual path.
 *
 * The connections pipeline (node-postgres's `pipeline: true`, decision 0038): a statement is written
 * as soon as it is asked for, without waiting for the answer to the one before, and the statements
 * asked for in one turn of the event loop leave in one write. Two things use it:
 * - Drizzle's BEGIN is answered at once and written with the transaction's first statement (as
 *   Npgsql does), so a transaction costs one round trip less;
 * - a transaction may ask for statements that do not need each other's answers together
 *   (db/pipelined.ts): the server still runs them one after the other, in the order asked.
 */
import pg from 'pg';

const READ_TIMEOUT = 'Query read timeout';
const BEGIN = /^\s*begin\b/i;
/** Drizzle's own start of a transaction, with no options: the one BEGIN answered before the server. */
const BARE_BEGIN = /^\s*begin\s*$/i;
/** What Drizzle reads of BEGIN's answer: nothing; this is its shape. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

interface Checkout {
  release: (error?: Error | boolean) => void;
  released: boolean;
}

/** The current checkout of a client taken with `await pool.connect()` (Drizzle's transactions). */
const checkouts = new WeakMap<pg.ClientBase, Checkout>();
const watched = new WeakSet<pg.ClientBase>();

function giveBack(client: pg.ClientBase, error: unknown) {
  const checkout = checkouts.get(client);
  if (!checkout || checkout.released) return;
  checkout.released = true;
  checkout.release(error instanceof Error ? error : true);
}

function statementText(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Holds a client's writes until the end of this turn of the event loop, so the statements asked for
 * in it share one write (a syscall and a packet each, otherwise: a third of the order path's time).
 */
function writeAtEndOfTurn(client: pg.ClientBase) {
  const stream = (
    client as unknown as { connection?: { stream?: NodeJS.WritableStream & Corkable } }
  ).connection?.stream;
  if (!stream?.cork || corked.has(stream)) return;
  corked.add(stream);
  stream.cork();
  process.nextTick(() => {
    corked.delete(stream);
    stream.uncork();
  });
}

interface Corkable {
  cork(): void;
  uncork(): void;
}
const corked = new WeakSet<object>();

/** Watches a client's statements once for its whole life (the pool hands one client out many times). */
function watchStatements(client: pg.ClientBase) {
  if (watched.has(client)) return;
  watched.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  /** A BEGIN written but not answered yet: the next statement's answer waits for it too. */
  let pendingBegin: Promise<unknown> | undefined;
  client.query = ((...args: unknown[]) => {
    writeAtEndOfTurn(client);
    const text = statementText(args);
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const begin = BEGIN.test(text);
    // Runs before the caller's own handlers (registered first): Drizzle's ROLLBACK then finds the
    // connection closed instead of queueing behind the statement that never answered.
    result.catch((error: unknown) => {
      if (begin || (error instanceof Error && error.message === READ_TIMEOUT)) {
        giveBack(client, error);
      }
    });
    if (begin && BARE_BEGIN.test(text) && args.length <= 2) {
      // A bare BEGIN fails only on a connection that is lost or already in a failed transaction,
      // where the statement written behind it fails too; its failure is that statement's answer.
      pendingBegin = result;
      return Promise.resolve(BEGUN);
    }
    const begun = pendingBegin;
    pendingBegin = undefined;
    return begun ? Promise.all([begun, result]).then(([, answer]) => answer) : result;
  }) as typeof client.query;
}

export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query checks out with a callback and releases with the error itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      watchStatements(client);
      const checkout: Checkout = { release: client.release, released: false };
      checkouts.set(client, checkout);
      client.release = (error) => {
        if (checkout.released) return;
        checkout.released = true;
        checkout.release(error);
      };
      return client;
    });
  }
}
