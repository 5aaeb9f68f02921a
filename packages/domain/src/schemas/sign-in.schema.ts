import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { emailField } from './contact-fields.schema';
import { tooLong } from './text-fields.schema';

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(TEXT_MAX_LENGTH.password, tooLong('Password', TEXT_MAX_LENGTH.password)),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const adminUserSchema = z.object({ id: z.number().int(), email: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: adminUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
