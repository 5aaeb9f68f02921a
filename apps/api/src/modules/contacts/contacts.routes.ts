import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { contactFormSchema, contactSchema } from '@shop/domain/schemas/contact.schema';
import { publicForms } from '../../plugins/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../rate-limits/public-write-limits';
import { createContactsService } from './contacts.service';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicForms);
  const contacts = createContactsService({ db: app.db });

  app.post(
    '/contact/create',
    {
      schema: {
        tags: ['contacts'],
        consumes: ['application/json', 'multipart/form-data'],
        body: contactFormSchema.strict(),
        response: {
          201: z.object({ contact: contactSchema }),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: limitBy(app, app.writeLimits.contacts),
    },
    async (request, reply) =>
      reply.status(201).send({ contact: await contacts.create(request.body) }),
  );
};
