/**
 * The order transaction as pgbench runs it (bench/order-path.ts): the SQL node-postgres sends for one
 * real order, from BEGIN to COMMIT, captured in this process, with what differs from one order to the
 * next turned into pgbench variables:
 *   - the phone (and the e-mail, the mails' texts and the shipping info that hold it): the captured
 *     order's phone ends in MARKER, which becomes :ph;
 *   - the two products and their variants: :pa, :pb and :va, :vb (the pool's ids are far from any
 *     other number the order writes, so a value equal to one of them is that id);
 *   - the order's id, returned by its INSERT (\gset) and used by the rows after it (the INSERT may
 *     start with CTEs: its lines and its event are written in the same statement).
 * Statements run with the simple protocol, parameters written in as untyped literals.
 */
import pg from 'pg';

/** The seven digits the captured order's phone ends in (0345 7654321), replaced by :ph. */
export const MARKER = '7654321';

export interface Captured {
  text: string;
  values: unknown[];
}

/**
 * Records the statements this process sends to PostgreSQL while `during` runs. Installed before the
 * database is opened: the shop's pool binds each connection's query function when it connects.
 */
export function statementRecorder() {
  const captured: Captured[] = [];
  let recording = false;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function query(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (recording && typeof first === 'string') {
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (recording && first && typeof first === 'object' && 'text' in first) {
      // Drizzle sends a query config and its parameters beside it.
      const config = first as { text: string; values?: unknown[] };
      captured.push({
        text: config.text,
        values: Array.isArray(second) ? second : (config.values ?? []),
      });
    }
    return original.apply(this, args);
  };
  return {
    async during(work: () => Promise<void>): Promise<Captured[]> {
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return captured.splice(0);
    },
    uninstall() {
      prototype.query = original;
    },
  };
}

/** The statements of the one transaction among them (BEGIN through COMMIT). */
export function orderTransaction(captured: readonly Captured[]): Captured[] {
  const begin = captured.findIndex((each) => /^\s*begin\b/i.test(each.text));
  const commit = captured.findIndex(
    (each, index) => index > begin && /^\s*commit\b/i.test(each.text),
  );
  if (begin < 0 || commit < 0) throw new Error('no transaction was captured');
  return captured.slice(begin, commit + 1);
}

export interface Substitutions {
  /** Captured value -> pgbench variable, for the ids. */
  ids: Map<number, string>;
  orderId: number;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

function literal(value: unknown, subs: Substitutions, afterOrder: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (afterOrder && value === subs.orderId) return ':id';
    return subs.ids.get(value) ?? String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // pgbench writes :ph's digits in, inside the literal too: the literal stays untyped, as the
  // driver's parameter was (a jsonb column takes it as it took the parameter).
  return quote(text).replaceAll(MARKER, ':ph');
}

/** One statement with its parameters written in (highest number first, so $1 does not eat $10). */
function inline(statement: Captured, subs: Substitutions, afterOrder: boolean): string {
  if (statement.text.includes(MARKER)) {
    throw new Error(`the phone is written into the SQL itself: ${statement.text}`);
  }
  let text = statement.text.replace(/\s+/g, ' ').trim();
  for (let index = statement.values.length; index >= 1; index -= 1) {
    text = text.replaceAll(`$${index}`, literal(statement.values[index - 1], subs, afterOrder));
  }
  return text;
}

/**
 * The pgbench script: variables drawn as the load draws them (another phone each time, one product of
 * each half), then the transaction. `variantOffset` is variant id minus product id in the pool.
 */
export function pgbenchScript(
  transaction: readonly Captured[],
  pool: { firstHalf: number[]; secondHalf: number[]; variantOffset: number },
  subs: Substitutions,
): string {
  const [firstLow, firstHigh] = [Math.min(...pool.firstHalf), Math.max(...pool.firstHalf)];
  const [secondLow, secondHigh] = [Math.min(...pool.secondHalf), Math.max(...pool.secondHalf)];
  const lines = [
    '\\set ph random(5000000, 9999999)',
    `\\set pa random(${firstLow}, ${firstHigh})`,
    `\\set pb random(${secondLow}, ${secondHigh})`,
    `\\set va :pa + ${pool.variantOffset}`,
    `\\set vb :pb + ${pool.variantOffset}`,
  ];
  let afterOrder = false;
  for (const statement of transaction) {
    const text = inline(statement, subs, afterOrder);
    if (/^(with .*\) )?insert into "orders"/i.test(text)) {
      // The order's own RETURNING is the statement's last (its lines' CTE has one before it).
      const returning = text.toLowerCase().lastIndexOf(' returning ');
      lines.push(`${text.slice(0, returning)} returning "id" \\gset`);
      afterOrder = true;
    } else lines.push(`${text};`);
  }
  return `${lines.join('\n')}\n`;
}
