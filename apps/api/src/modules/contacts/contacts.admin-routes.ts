import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  adminContactSchema,
  adminContactsQuerySchema,
  contactFormSchema,
  contactHandledBodySchema,
  contactSchema,
} from '@shop/domain/schemas/contact.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { staffEmail } from '../../plugins/staff-actor';
import { createContactsService } from './contacts.service';

export const contactsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactsService({ db: app.db });
  const common = { tags: ['contacts'] };

  // The Contacts screen: a page of the messages, waiting or handled, searched on the server.
  adminListRoute(
    app,
    'contacts',
    adminContactSchema,
    (query) => contacts.adminList(query),
    adminContactsQuerySchema,
  );

  app.post(
    '/admin/contacts/:id/handled',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: contactHandledBodySchema,
        response: {
          200: z.object({ contact: adminContactSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const email = staffEmail(request);
      const by = request.body.handled ? email : null;
      return { contact: await contacts.setHandled(request.params.id, by) };
    },
  );

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

  adminDeleteRoute(app, {
    path: '/contact/delete-contact/:id',
    tag: 'contacts',
    remove: (id) => contacts.delete(id),
    message: 'Contact message deleted.',
  });
};
