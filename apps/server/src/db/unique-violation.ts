import { errorChain } from './database-errors.ts';

/** Whether a query failed with SQLSTATE `code` on `constraint` (drizzle's error or its cause). */
function violation(error: unknown, code: string, constraint?: string): boolean {
  for (const current of errorChain(error)) {
    if (current.code === code) return constraint === undefined || current.constraint === constraint;
  }
  return false;
}

/** Whether a query failed on the unique key `constraint`. */
export const uniqueViolation = (error: unknown, constraint: string): boolean =>
  violation(error, '23505', constraint);

/** Whether a delete failed because rows still reference it (through `constraint`, or any key). */
export const stillReferenced = (error: unknown, constraint?: string): boolean =>
  violation(error, '23503', constraint);
