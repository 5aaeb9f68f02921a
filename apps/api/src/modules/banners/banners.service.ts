/** Banners: an image from the image store, uploaded first (spec §7); the home page shows the first. */
import type { Banner } from '@shop/domain/schemas/banner.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { ImageStore } from '../../plugins/images';
import { createBannersRepository, type BannerRow } from './banners.repository';

const NOT_FOUND = 'Banner not found.';

function toBanner(row: BannerRow): Banner {
  return { id: row.id, image: row.image };
}

export function createBannersService(deps: { db: Database; images: ImageStore }) {
  const repository = createBannersRepository(deps.db);

  async function checkUploaded(image: string) {
    if (!(await deps.images.exists(image))) {
      throw AppError.invalidField('image', `Image ${image} has not been uploaded`);
    }
  }

  return {
    async list(): Promise<Banner[]> {
      return (await repository.list()).map(toBanner);
    },
    async add(image: string): Promise<Banner> {
      await checkUploaded(image);
      return toBanner(await repository.insert(image));
    },
    async update(id: number, image: string): Promise<Banner> {
      await checkUploaded(image);
      const row = await repository.update(id, image);
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toBanner(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
    },
  };
}
