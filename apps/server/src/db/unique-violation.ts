import { errorChain } from './database-errors.ts';

/** Whether a query failed on the unique key `constraint` (drizzle's error or its cause). */
export function uniqueViolation(error: unknown, constraint: string): boolean {
  for (const current of errorChain(error)) {
    if (current.code === '23505') return current.constraint === constraint;
  }
  return false;
}
