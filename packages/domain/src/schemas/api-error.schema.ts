import { z } from 'zod';

/**
 * Every error the API sends. `message` is what the web app shows; for bad input it names the field
 * ("phone: Phone number must be 11 digits") and `fieldErrors` maps each field to its message so a form
 * can show it under the field.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
