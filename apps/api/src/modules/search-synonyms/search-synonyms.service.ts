/**
 * The owner's synonym groups (issue #30, decision 0032). The search reads them on every answer it
 * makes (catalogue.service.ts); the routes drop the cached answers on every change.
 */
import { SYNONYM_GROUPS_MAX, type SynonymGroup } from '@shop/domain/schemas/search-synonyms.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { createSearchSynonymsRepository } from './search-synonyms.repository';

export function createSearchSynonymsService(db: Database) {
  const repository = createSearchSynonymsRepository(db);
  return {
    list: (): Promise<SynonymGroup[]> => repository.list(),

    async add(words: string[]): Promise<SynonymGroup> {
      // Two staff adding at once may pass one over the cap: it bounds the table, not a count.
      if ((await repository.count()) >= SYNONYM_GROUPS_MAX) {
        throw new AppError(
          'conflict',
          `The shop has ${SYNONYM_GROUPS_MAX} synonym groups, the most it takes: add the words to a group, or delete one.`,
        );
      }
      return repository.add(words);
    },

    async update(id: number, words: string[]): Promise<SynonymGroup> {
      const group = await repository.update(id, words);
      if (!group) throw new AppError('not_found', 'Synonym group not found.');
      return group;
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) {
        throw new AppError('not_found', 'Synonym group not found.');
      }
    },
  };
}
