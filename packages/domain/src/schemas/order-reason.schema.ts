/**
 * The reason of a move that needs one (a cancel, a return), shared by the one-order change and the bulk
 * one: the field takes any reason of either list, and which list it must come from is checked against
 * the status asked for (order-returns.ts reasonProblems), each refusal naming its field.
 */
import { z } from 'zod';
import {
  reasonProblems,
  REASON_REQUIRED,
  RETURN_REASONS,
  type ReturnReason,
} from '../order-returns';
import { STAFF_CANCEL_REASONS, type OrderStatus, type StaffCancelReason } from '../order-status';

/** Every reason staff may give, a cancel's or a return's, once each ("other" is in both lists). */
const MOVE_REASONS = [...new Set([...STAFF_CANCEL_REASONS, ...RETURN_REASONS])] as [
  MoveReason,
  ...MoveReason[],
];
export type MoveReason = StaffCancelReason | ReturnReason;

export const moveReasonField = z.enum(MOVE_REASONS, { error: REASON_REQUIRED }).optional();

export function refineMoveReason(
  body: { status: OrderStatus; reason?: string | undefined; note?: string | undefined },
  context: z.RefinementCtx,
): void {
  for (const problem of reasonProblems(body)) {
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  }
}
