/**
 * The owner's cash-on-delivery rules (issue #29, decision 0030): saved from the Shop settings screen,
 * read by the checkout (GET /api/cod-rules) and by every order placed, which applies them with the
 * same domain functions (packages/domain/src/cod-rules.ts).
 */
import type { CodRules } from '@shop/domain/cod-rules';
import { codRulesFromBody, type CodRulesBody } from '@shop/domain/schemas/cod-rules.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { createCityDirectory } from '../cities/city-directory';
import { createCodRulesRepository } from './cod-rules.repository';

export function createCodRulesService(db: Database) {
  const repository = createCodRulesRepository(db);
  const cities = createCityDirectory(db);
  return {
    /** The rules in force: the owner's, or none before any were saved. */
    async current(): Promise<CodRules> {
      return repository.read();
    },

    /** Saves the rules; a city id the shop's list lacks is a 400 naming its place in the list. */
    async save(body: CodRulesBody): Promise<CodRules> {
      const known = new Set((await cities.all()).map((city) => city.id));
      const unknown = body.noCodCityIds.findIndex((id) => !known.has(id));
      if (unknown >= 0) {
        throw AppError.invalidField(
          `noCodCityIds.${unknown}`,
          `City ${body.noCodCityIds[unknown]} is not one of the shop's cities`,
        );
      }
      return repository.write(codRulesFromBody(body));
    },
  };
}
