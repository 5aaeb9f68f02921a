/**
 * PostgreSQL's unique_violation (23505), as node-postgres and PGlite both report it, possibly wrapped by
 * Drizzle; with a constraint name, only a violation of that constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
