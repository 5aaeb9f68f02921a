/**
 * PGlite with prepared statements: what Drizzle calls (`query`, `transaction`) on an embedded database
 * that parses, describes and plans each SQL text once, then runs it again with one Bind/Execute/Sync.
 *
 * PGlite's own `query()` sends six protocol messages, each a call into its WebAssembly PostgreSQL
 * (Parse, Describe, Bind, Describe, Execute, Sync), and has PostgreSQL parse and analyse the text
 * every time. The shop sends the same few hundred texts over and over (Drizzle builds them with `$n`
 * placeholders), so a named statement per text does what postgres.js does by default: a point select
 * took 170 µs through `query()` and 47 µs this way (decision 0037). The values are serialized and the
 * rows parsed by PGlite's own serializers and parsers, chosen by the types PostgreSQL described when
 * the statement was prepared, as `query()` chooses them; the answer is the same `Results`.
 *
 * The embedded database has one session, so a statement prepared once serves every later query, in a
 * transaction or not (a named statement outlives a rollback). The least recently used are closed past
 * `kept`, so texts built with a varying number of values cannot fill the memory. Callers take their
 * turns in order, one per turn of the event loop (turns.ts).
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { createTurns } from './turns';

/** Far above the texts the shop sends (a few hundred); only texts shaped by their values go past it. */
export const PREPARED_STATEMENTS_KEPT = 1000;

/** What Drizzle's PGlite driver calls on its client. */
export interface PreparedPGlite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: PreparedTransaction) => Promise<T>): Promise<T>;
  /** The PGlite underneath, for what Drizzle does not do (a dump of the data directory). */
  readonly pglite: PGlite;
}

type PreparedTransaction = Pick<Transaction, 'rollback' | 'closed'> &
  Pick<PreparedPGlite, 'query'> & { exec: Transaction['exec'] };

interface Statement {
  name: string;
  /** The parameters' type oids, as PostgreSQL described them: they choose each value's serializer. */
  paramTypes: number[];
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite's errors carry the query that failed (its `query()` adds them so); keep that. */
function withQuery(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

/**
 * The parsers and options to hand PGlite's parseResults. Given a query's own parsers (Drizzle passes
 * some with every query), parseResults copies all of PGlite's (hundreds, one per type and array type)
 * into a new object for each query: a fifth of the embedded shop's time under orders. Layering the
 * query's parsers over PGlite's gives the same lookups without the copy.
 */
function parsersFor(pglite: PGlite, options?: QueryOptions) {
  if (!options?.parsers) return [pglite.parsers, options] as const;
  const layered = Object.assign(
    Object.create(pglite.parsers) as PGlite['parsers'],
    options.parsers,
  );
  return [layered, { ...options, parsers: undefined }] as const;
}

export function withPreparedStatements(
  pglite: PGlite,
  { kept = PREPARED_STATEMENTS_KEPT } = {},
): PreparedPGlite {
  /** In the order they were last used: the first is the one to close when there are too many. */
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepared(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    named += 1;
    const name = `shop_${named}`;
    const described = await pglite.execProtocolStream(
      joined([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldest, { name: closing }] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      // A Close is refused only inside a failed transaction; then the statement stays, unnamed here.
      await pglite.execProtocolStream(
        joined([serialize.close({ type: 'S', name: closing }), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      );
    }
    return statement;
  }

  /** One statement, the query lock held by the caller. */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    try {
      const { name, paramTypes } = await prepared(text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index] as number;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      const [parsers, parseOptions] = parsersFor(pglite, options);
      return parse.parseResults(messages, parsers, parseOptions)[0] as Results<T>;
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  const inTurn = createTurns();

  return {
    pglite,
    query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      return inTurn(async () => {
        await pglite._checkReady();
        return pglite._runExclusiveTransaction(async () => {
          const result = await pglite._runExclusiveQuery(() => run<T>(text, params, options));
          // As PGlite's query() does outside a transaction (a no-op for a data directory on disk).
          await pglite.syncToFs();
          return result;
        });
      });
    },
    transaction<T>(work: (tx: PreparedTransaction) => Promise<T>) {
      return inTurn(() =>
        pglite.transaction((tx) =>
          work({
            get closed() {
              return tx.closed;
            },
            rollback: () => tx.rollback(),
            exec: (text, options) => tx.exec(text, options),
            query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
              if (tx.closed) throw new Error('Transaction is closed');
              return pglite._runExclusiveQuery(() => run<R>(text, params, options));
            },
          }),
        ),
      );
    },
  };
}
