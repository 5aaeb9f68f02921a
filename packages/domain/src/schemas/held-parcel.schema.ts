/**
 * The shop's answer to a parcel its courier holds for review (issue #28): take it back, or try
 * delivering it again. POST /api/admin/orders/:id/parcel/answer.
 */
import { z } from 'zod';

export const HELD_PARCEL_ANSWERS = ['return', 'retry'] as const;
export type HeldParcelAnswer = (typeof HELD_PARCEL_ANSWERS)[number];

export const heldParcelAnswerBodySchema = z
  .object({
    answer: z.enum(HELD_PARCEL_ANSWERS, { error: 'Answer must be return or retry' }),
  })
  .strict();
export type HeldParcelAnswerBody = z.infer<typeof heldParcelAnswerBodySchema>;
