/** The back office's view of the shop's WhatsApp and SMS messages: templates and an order's messages. */
import { z } from 'zod';
import { NOT_BLANK_PATTERN } from '../patterns';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  MESSAGE_STATUSES,
  MESSAGE_TEXT_MAX,
  templateProblem,
} from '../shopper-messages';

export const messageKindSchema = z.enum(MESSAGE_KINDS, {
  error: `Kind must be one of ${MESSAGE_KINDS.join(', ')}`,
});
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, {
  error: `Language must be one of ${MESSAGE_LANGUAGES.join(', ')}`,
});

/** A template's text as the owner types it: the placeholders the shop can fill, and a length. */
export const templateTextSchema = z
  .string({ error: 'Text is required' })
  .max(MESSAGE_TEXT_MAX, { error: `The message must be at most ${MESSAGE_TEXT_MAX} characters` })
  .superRefine((text, context) => {
    const problem = templateProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // templateProblem's first rule, for the API document: not empty, nor only spaces.
  .meta({ pattern: NOT_BLANK_PATTERN });

export const messageTemplateBodySchema = z.object({ text: templateTextSchema }).strict();
export type MessageTemplateBody = z.infer<typeof messageTemplateBodySchema>;

const longest = (names: readonly string[]) => Math.max(...names.map((name) => name.length));

export const messageTemplateParamsSchema = z.object({
  // The longest value's length, stated so the API document bounds every path parameter (decision 0021).
  kind: messageKindSchema.meta({ maxLength: longest(MESSAGE_KINDS) }),
  language: messageLanguageSchema.meta({ maxLength: longest(MESSAGE_LANGUAGES) }),
});

export const messageTemplateSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  language: z.enum(MESSAGE_LANGUAGES),
  text: z.string(),
  /** The shipped text, which a reset brings back. */
  defaultText: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplatesResponseSchema = z.object({
  templates: z.array(messageTemplateSchema),
});

export const messagePreviewBodySchema = z
  .object({ kind: messageKindSchema, language: messageLanguageSchema, text: templateTextSchema })
  .strict();
export type MessagePreviewBody = z.infer<typeof messagePreviewBodySchema>;

export const messagePreviewSchema = z.object({
  text: z.string(),
  sms: z.object({ encoding: z.enum(['gsm7', 'ucs2']), units: z.number(), parts: z.number() }),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const orderMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  status: z.enum(MESSAGE_STATUSES),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  language: z.enum(MESSAGE_LANGUAGES),
  /** The text as sent; null until it is. */
  body: z.string().nullable(),
  smsParts: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  statusAt: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const orderMessagesSchema = z.object({
  messages: z.array(orderMessageSchema),
  language: z.enum(MESSAGE_LANGUAGES),
  /**
   * When the order's phone replied STOP and what it said, or when staff recorded it (by, with
   * their note as the reply).
   */
  stopped: z.object({ at: z.string(), reply: z.string(), by: z.string().nullable() }).nullable(),
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
});
export type OrderMessages = z.infer<typeof orderMessagesSchema>;

/** Staff record a STOP for the order's phone: the shopper asked by a call or an SMS to the shop. */
export const messageStopBodySchema = z
  .object({
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(200, { error: 'Note must be at most 200 characters' })
      .optional(),
  })
  .strict();
export type MessageStopBody = z.infer<typeof messageStopBodySchema>;
