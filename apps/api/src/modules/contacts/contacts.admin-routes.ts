import {
  adminContactSchema,
  adminContactsQuerySchema,
  contactFormSchema,
  contactHandledBodySchema,
  contactSchema,
} from '@shop/domain/schemas/contact.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { changeByIdRoute } from '../../plugins/by-id-routes';
import { staffEmail } from '../../plugins/staff-actor';
import { wholeListRoute } from '../../plugins/whole-list-route';
import { createContactsService } from './contacts.service';

export const contactsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactsService({ db: app.db });
  const tag = 'contacts';

  // The Contacts screen: a page of the messages, waiting or handled, searched on the server.
  adminListRoute(
    app,
    'contacts',
    adminContactSchema,
    (query) => contacts.adminList(query),
    adminContactsQuerySchema,
  );

  changeByIdRoute(app, {
    path: '/admin/contacts/:id/handled',
    tag,
    body: contactHandledBodySchema,
    key: 'contact',
    item: adminContactSchema,
    change: (id, { handled }, request) =>
      contacts.setHandled(id, handled ? staffEmail(request) : null),
  });

  wholeListRoute(app, {
    path: '/contact/',
    tag,
    key: 'contacts',
    item: contactSchema,
    list: () => contacts.list(),
  });

  changeByIdRoute(app, {
    path: '/contact/update/:id',
    tag,
    body: contactFormSchema.strict(),
    key: 'contact',
    item: contactSchema,
    change: (id, contact) => contacts.update(id, contact),
  });

  adminDeleteRoute(app, {
    path: '/contact/delete-contact/:id',
    tag,
    remove: (id) => contacts.delete(id),
    message: 'Contact message deleted.',
  });
};
