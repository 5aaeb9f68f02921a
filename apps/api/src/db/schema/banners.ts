import { pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

export const banners = pgTable('banners', {
  id: serialId(),
  image: text('image').notNull(),
  createdAt: timestamptzNow('created_at'),
});
