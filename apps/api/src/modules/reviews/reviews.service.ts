import { newReviewStatus, type ReviewModerationStatus } from '@shop/domain/review-status';
import type {
  AdminReview,
  AdminReviewsQuery,
  CreateReviewBody,
  Review,
} from '@shop/domain/schemas/review.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { withIsoDates } from '../../db/iso-dates';
import { AppError } from '../../plugins/errors';
import { createReviewsRepository, type ReviewWithProductRow } from './reviews.repository';

const PRODUCT_NOT_FOUND = 'Product not found.';
const REVIEW_NOT_FOUND = 'Review not found.';

function toAdminReview(row: ReviewWithProductRow): AdminReview {
  const { productTitle, productImage, ...review } = row;
  return { ...withIsoDates(review), product: { title: productTitle, image: productImage } };
}

export function createReviewsService(deps: { db: Database; autoApprove: boolean }) {
  const repository = createReviewsRepository(deps.db);

  return {
    /** A page of the back office's table. */
    adminList(query: AdminReviewsQuery) {
      return readAdminPage(query, repository.adminList(query), toAdminReview);
    },
    /** The queue's count: the reviews waiting to be checked. */
    async waiting(): Promise<{ waiting: number }> {
      return { waiting: await repository.countWaiting() };
    },
    async list(): Promise<Review[]> {
      return (await repository.list()).map(withIsoDates);
    },
    /** What the product page lists: its approved reviews. */
    async listShownForProduct(productId: number): Promise<Review[]> {
      if (!(await repository.productExists(productId))) {
        throw new AppError('not_found', PRODUCT_NOT_FOUND);
      }
      return (await repository.listShownForProduct(productId)).map(withIsoDates);
    },
    async create(body: CreateReviewBody): Promise<Review> {
      const row = await repository.insert({
        productId: body.productId,
        comment: body.comment,
        rating: body.rating,
        status: newReviewStatus(deps.autoApprove),
      });
      if (!row) throw new AppError('not_found', PRODUCT_NOT_FOUND);
      return withIsoDates(row);
    },
    async setStatus(id: number, status: ReviewModerationStatus): Promise<Review> {
      const row = await repository.setStatus(id, status);
      if (!row) throw new AppError('not_found', REVIEW_NOT_FOUND);
      return withIsoDates(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', REVIEW_NOT_FOUND);
    },
  };
}
