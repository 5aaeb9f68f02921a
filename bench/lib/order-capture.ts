/**
 * The order transaction as pgbench runs it (bench/order-path.ts): the SQL node-postgres sends for one
 * real order, from BEGIN to COMMIT, captured in this process, with what differs from one order to the
 * next turned into pgbench variables:
 *   - the phone (and the e-mail, the mails' texts and the shipping info that hold it): the captured
 *     order's phone ends in MARKER, which becomes :ph;
 *   - the two products and their variants: :pa, :pb and :va, :vb (the pool's ids are far from any
 *     other number the order writes, so a value equal to one of them is that id);
 *   - the order's id, drawn by the transaction's first statement (\aset) and written by those after it.
 * Statements run with the simple protocol, parameters written in as untyped literals. Statements the
 * shop sent while the one before was still unanswered (its pipelined groups, decision 0038) are one
 * compound command (joined by `\;`): one write and one round trip for the group, as the shop's, the
 * server running them one after the other, each with its own snapshot. (pgbench's own pipelines need
 * the extended protocol, where its variables cannot stand inside the literals that hold the phone.)
 */
import pg from 'pg';

/** The seven digits the captured order's phone ends in (0345 7654321), replaced by :ph. */
export const MARKER = '7654321';

export interface Captured {
  text: string;
  values: unknown[];
  /** Sent while the statement before it on its connection was still unanswered. */
  pipelined: boolean;
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
  /** Statements sent on each connection and not answered yet. */
  const unanswered = new WeakMap<object, number>();
  prototype.query = function query(this: object, ...args: unknown[]) {
    const [first, second] = args;
    const pipelined = (unanswered.get(this) ?? 0) > 0;
    if (recording && typeof first === 'string') {
      captured.push({ text: first, values: Array.isArray(second) ? second : [], pipelined });
    } else if (recording && first && typeof first === 'object' && 'text' in first) {
      // Drizzle sends a query config and its parameters beside it.
      const config = first as { text: string; values?: unknown[] };
      captured.push({
        text: config.text,
        values: Array.isArray(second) ? second : (config.values ?? []),
        pipelined,
      });
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      unanswered.set(this, (unanswered.get(this) ?? 0) + 1);
      const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
      result.then(answered, answered);
    }
    return result;
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

/** The statement that draws the order's id (startPlacing), answered into pgbench's :new_order_id. */
const DRAWS_ORDER_ID = /nextval\(pg_get_serial_sequence\('orders', 'id'\)\)::int as "new_order_id"/;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

function literal(value: unknown, subs: Substitutions, afterOrder: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (afterOrder && value === subs.orderId) return ':new_order_id';
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
  let setsOrderId = false;
  for (const [index, statement] of transaction.entries()) {
    // A statement with another pipelined behind it ends the line with `\;`: one compound command.
    const more = transaction[index + 1]?.pipelined ?? false;
    const text = inline(statement, subs, afterOrder);
    setsOrderId ||= DRAWS_ORDER_ID.test(text);
    if (setsOrderId && !more) {
      // \aset keeps every column of every statement of the compound command, new_order_id among
      // them: the statements after it write the order's id as :new_order_id.
      lines.push(`${text} \\aset`);
      setsOrderId = false;
      afterOrder = true;
    } else lines.push(`${text}${more ? ' \\;' : ';'}`);
  }
  if (!afterOrder) throw new Error('no statement drew the order id');
  return `${lines.join('\n')}\n`;
}
