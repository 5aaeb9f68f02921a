/**
 * Statements of one transaction that do not need each other's answers, asked for together (decision
 * 0038). Each `ask` is called at once, in the order given, and must send its statement when called:
 * a Drizzle query's `.then(…)`, or a function returning one, never an `await` before the statement
 * (that would send it a microtask later, out of order). On PostgreSQL they leave in one write and the
 * server runs them in that order, each with its own snapshot, so a lock one takes holds for those
 * after it; on PGlite they take their turns in that order.
 *
 * Read the answers in order: the first refusal is the caller's to raise, and a later answer is then
 * never read. Each is caught here too, so an answer left unread is not an unhandled rejection.
 */
export function pipelined<T extends readonly unknown[]>(
  ...asks: { [K in keyof T]: () => Promise<T[K]> }
): { [K in keyof T]: Promise<T[K]> } {
  return asks.map((ask) => {
    const answer = ask();
    answer.catch(() => undefined);
    return answer;
  }) as { [K in keyof T]: Promise<T[K]> };
}
