import { z } from 'zod';
import { idField } from './number-fields.schema';
import { normaliseBannerImage } from '../normalise';

const bannerImage = z.preprocess(
  (value) => normaliseBannerImage(value),
  z.string().min(1, { error: 'Image is required' }),
);

export const addBannerBodySchema = z.object({ image: bannerImage }).strict();
export const updateBannerBodySchema = z.object({ id: idField, image: bannerImage }).strict();

export const bannerSchema = z.object({ id: z.number().int(), image: z.string() });
export type Banner = z.infer<typeof bannerSchema>;
