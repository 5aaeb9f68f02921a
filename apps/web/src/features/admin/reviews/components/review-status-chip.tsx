import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@shop/domain/review-status';
import { TintedChip, type ChipTint } from '../../common/tinted-chip';

/** Waiting in the amber of a waiting order, approved in green, hidden in grey. */
const STATUS_COLOURS: Record<ReviewStatus, ChipTint> = {
  pending: { bg: '#FFF1D6', fg: '#7A4100' },
  approved: { bg: '#E3F3E4', fg: '#1D5E22' },
  hidden: { bg: '#ECECEC', fg: '#3D3D3D' },
};

export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  return <TintedChip label={REVIEW_STATUS_LABELS[status]} tint={STATUS_COLOURS[status]} />;
}
