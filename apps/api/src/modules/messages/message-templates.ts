/** The owner's message templates: each kind in each language, the owner's text or the default. */
import { smsParts } from '@shop/domain/sms-parts';
import {
  DEFAULT_TEMPLATES,
  isCartReminder,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  type MessageKind,
  type MessageLanguage,
} from '@shop/domain/shopper-messages';
import type { MessagePreview, MessageTemplate } from '@shop/domain/schemas/shopper-messages.schema';
import type { Database } from '../../db/client';
import { cartLinkUrl } from './checkout-drafts';
import { messageText, placeholderValues } from './message-text';
import { createMessagesRepository } from './messages.repository';

/** The order a preview fills the template with. */
const SAMPLE_ORDER = {
  number: 10042,
  trackingToken: 'sample',
  shippingInfo: { fullName: 'Ayesha Khan' },
  grandTotal: 349_900,
  courier: 'leopards',
  trackingNumber: 'KI7501234567',
};

export function createMessageTemplates(db: Database) {
  const repository = createMessagesRepository(db);

  async function list(): Promise<MessageTemplate[]> {
    const saved = await repository.templates();
    return MESSAGE_KINDS.flatMap((kind) =>
      MESSAGE_LANGUAGES.map((language) => {
        const row = saved.find((each) => each.kind === kind && each.language === language);
        const defaultText = DEFAULT_TEMPLATES[kind][language];
        return {
          kind,
          language,
          text: row?.text ?? defaultText,
          defaultText,
          isDefault: !row,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          updatedBy: row?.updatedBy ?? null,
        };
      }),
    );
  }

  return {
    list,

    /** Saves the owner's text; the default's own text is kept as no row (a later default applies). */
    async save(kind: MessageKind, language: MessageLanguage, text: string, by: string) {
      if (text === DEFAULT_TEMPLATES[kind][language])
        await repository.resetTemplate(kind, language);
      else await repository.saveTemplate(kind, language, text, by);
      return list();
    },

    async reset(kind: MessageKind, language: MessageLanguage) {
      await repository.resetTemplate(kind, language);
      return list();
    },

    preview(
      kind: MessageKind,
      language: MessageLanguage,
      text: string,
      origin: string,
    ): MessagePreview {
      const filled = messageText(text, kind, language, {
        ...placeholderValues(SAMPLE_ORDER, origin),
        ...(isCartReminder(kind)
          ? { cartLink: cartLinkUrl(origin, 'sample'), orderNumber: '', total: '' }
          : {}),
      });
      return { text: filled, sms: smsParts(filled) };
    },
  };
}
