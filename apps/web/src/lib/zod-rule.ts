import type { z } from 'zod';

/**
 * An antd form rule that checks a field with a zod schema from `@yardline/domain`, so a form
 * shows the contract's own messages.
 */
export const zodRule = (schema: z.ZodType) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});
