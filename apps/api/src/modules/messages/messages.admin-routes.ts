/**
 * The back office's messages (issue #30): the templates the owner edits (/v1/messages), a preview with
 * a sample order and its SMS parts, and each order's messages with their delivery status.
 */
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  messagePreviewBodySchema,
  messagePreviewSchema,
  messageTemplateBodySchema,
  messageStopBodySchema,
  messageTemplateParamsSchema,
  messageTemplatesResponseSchema,
  orderMessagesSchema,
} from '@shop/domain/schemas/shopper-messages.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEmail } from '../../plugins/staff-actor';
import { mailOrigin } from '../seo/site-origin';
import { createMessagesRepository } from './messages.repository';
import { createOrderMessagesView, orderPhoneKey } from './order-messages-view';
import { createMessageTemplates } from './message-templates';

export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createMessageTemplates(app.db);
  const view = createOrderMessagesView(app);
  const repository = createMessagesRepository(app.db);
  const common = { tags: ['messages'] };

  app.get(
    '/admin/message-templates',
    { schema: { ...common, response: { 200: messageTemplatesResponseSchema } } },
    async () => ({ templates: await templates.list() }),
  );

  app.put(
    '/admin/message-templates/:kind/:language',
    {
      schema: {
        ...common,
        params: messageTemplateParamsSchema,
        body: messageTemplateBodySchema,
        response: { 200: messageTemplatesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { kind, language } = request.params;
      return {
        templates: await templates.save(kind, language, request.body.text, staffEmail(request)),
      };
    },
  );

  app.delete(
    '/admin/message-templates/:kind/:language',
    {
      schema: {
        ...common,
        summary: 'Brings the shipped text back',
        params: messageTemplateParamsSchema,
        response: { 200: messageTemplatesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      templates: await templates.reset(request.params.kind, request.params.language),
    }),
  );

  app.post(
    '/admin/message-templates/preview',
    {
      schema: {
        ...common,
        body: messagePreviewBodySchema,
        response: { 200: messagePreviewSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { kind, language, text } = request.body;
      return templates.preview(kind, language, text, mailOrigin(app.config));
    },
  );

  app.get(
    '/admin/orders/:id/messages',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: orderMessagesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => view(request.params.id),
  );

  const stopSchema = {
    ...common,
    params: idParamsSchema,
    response: { 200: orderMessagesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  };

  app.put(
    '/admin/orders/:id/message-stop',
    {
      schema: {
        ...stopSchema,
        summary: 'Records a STOP for the order’s phone (the shopper asked another way)',
        body: messageStopBodySchema,
      },
    },
    async (request) => {
      const by = staffEmail(request);
      const key = await orderPhoneKey(app, request.params.id);
      const note = request.body.note || 'Recorded by staff';
      await repository.recordOptOut(key, note, by);
      return view(request.params.id);
    },
  );

  app.delete(
    '/admin/orders/:id/message-stop',
    { schema: { ...stopSchema, summary: 'Lifts the STOP of the order’s phone' } },
    async (request) => {
      await repository.optIn(await orderPhoneKey(app, request.params.id));
      return view(request.params.id);
    },
  );
};
