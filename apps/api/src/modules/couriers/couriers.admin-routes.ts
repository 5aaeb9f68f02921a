import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  configuredCouriersSchema,
  courierCitiesRefreshedSchema,
  courierCitiesSchema,
  courierParamsSchema,
} from '@shop/domain/schemas/couriers.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../plugins/errors';
import type { Courier } from './courier';
import { createCourierCities } from './courier-cities';
import { isCourierError } from './courier-errors';

/** How long staff are asked to wait before trying a courier that did not answer. */
const RETRY_COURIER_AFTER_SECONDS = 60;

/**
 * The back office's couriers (issue #28): the ones set up (a courier without its settings is not
 * offered), and each one's cities as it names them, read from the courier the first time and refreshed
 * daily (courier-jobs.ts) or on request.
 */
export const couriersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const cities = createCourierCities(app.db);
  const common = { tags: ['couriers'] };

  /**
   * Asks the courier the path names: 404 when it is not set up for this shop, and its failure as staff
   * can act on it: try again later, or fix a setting.
   */
  const askingCourier = async <T>(
    name: CourierName,
    call: (courier: Courier) => Promise<T>,
  ): Promise<T> => {
    const courier = app.couriers.find((configured) => configured.name === name);
    if (!courier) {
      throw new AppError('not_found', `${COURIER_LABELS[name]} is not set up for this shop.`);
    }
    try {
      return await call(courier);
    } catch (error) {
      if (!isCourierError(error)) throw error;
      app.log.warn({ err: error, courier: courier.name }, 'courier call failed');
      const label = COURIER_LABELS[courier.name];
      throw AppError.retryLater(
        'unavailable',
        error.code === 'misconfigured'
          ? `${label} refused the shop's settings: ${error.message}`
          : `${label} did not answer as expected: ${error.message}. Please try again in a minute.`,
        RETRY_COURIER_AFTER_SECONDS,
      );
    }
  };

  app.get(
    '/admin/couriers',
    { schema: { ...common, response: { 200: configuredCouriersSchema } } },
    async () => ({
      couriers: app.couriers.map((courier) => ({
        name: courier.name,
        label: COURIER_LABELS[courier.name],
      })),
    }),
  );

  /** A courier's cities: the courier named in the path, with the errors askingCourier answers. */
  const citiesSchema = <Answer extends z.ZodType>(answer: Answer) => ({
    ...common,
    params: courierParamsSchema,
    response: { 200: answer, 400: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema },
  });

  app.get(
    '/admin/couriers/:courier/cities',
    { schema: citiesSchema(courierCitiesSchema) },
    async (request) => ({
      cities: await askingCourier(request.params.courier, (courier) => cities.list(courier)),
    }),
  );

  app.post(
    '/admin/couriers/:courier/cities/refresh',
    { schema: citiesSchema(courierCitiesRefreshedSchema) },
    (request) => askingCourier(request.params.courier, (courier) => cities.refresh(courier)),
  );
};
