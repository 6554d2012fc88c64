/**
 * Whether a query failed on the unique key `constraint`. Drizzle wraps the driver's error, so the
 * PostgreSQL fields may sit on its cause.
 */
export function uniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return fields.constraint === constraint;
  }
  return false;
}
