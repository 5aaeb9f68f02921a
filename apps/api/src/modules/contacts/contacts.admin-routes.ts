import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { contactFormSchema, contactSchema } from '@shop/domain/schemas/contact.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { createContactsService } from './contacts.service';

export const contactsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactsService({ db: app.db });
  adminListRoute(app, 'contacts', contactSchema, (query) => contacts.adminList(query));
  const common = { tags: ['contacts'], security: [{ bearerAuth: [] }] };

  app.get(
    '/contact/',
    { schema: { ...common, response: { 200: z.object({ contacts: z.array(contactSchema) }) } } },
    async () => ({ contacts: await contacts.list() }),
  );

  app.post(
    '/contact/update/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: contactFormSchema.strict(),
        response: {
          200: z.object({ contact: contactSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ contact: await contacts.update(request.params.id, request.body) }),
  );

  app.delete(
    '/contact/delete-contact/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      await contacts.delete(request.params.id);
      return { message: 'Contact message deleted.' };
    },
  );
};
