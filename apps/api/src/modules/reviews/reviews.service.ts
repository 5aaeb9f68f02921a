import type { CreateReviewBody, Review } from '@shop/domain/schemas/review.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';

const PRODUCT_NOT_FOUND = 'Product not found.';

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    comment: row.comment,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createReviewsService(deps: { db: Database }) {
  const repository = createReviewsRepository(deps.db);

  return {
    /** A page of the back office's table. */
    adminList(query: AdminListQuery) {
      return readAdminPage(query, repository.adminList(query.q), toReview);
    },
    async list(): Promise<Review[]> {
      return (await repository.list()).map(toReview);
    },
    async listForProduct(productId: number): Promise<Review[]> {
      if (!(await repository.productExists(productId))) {
        throw new AppError('not_found', PRODUCT_NOT_FOUND);
      }
      return (await repository.listForProduct(productId)).map(toReview);
    },
    async create(body: CreateReviewBody): Promise<Review> {
      const row = await repository.insert({
        productId: body.productId,
        comment: body.comment,
        rating: body.rating,
      });
      if (!row) throw new AppError('not_found', PRODUCT_NOT_FOUND);
      return toReview(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', 'Review not found.');
    },
  };
}
