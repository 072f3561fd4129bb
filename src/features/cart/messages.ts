import type { CartMessage } from '../../api';
import { i18n } from '../../i18n';

/**
 * The text of a cart error or hint (spec §8). Known message keys have a translation with the
 * error's parameters; unknown ones fall back to the server's message, then to the default.
 */
export function cartMessageText(message: CartMessage): string {
  const key = `cart:messages.${message.messageKey}`;
  if (i18n.exists(key)) return String(i18n.t(key as never, message.parameters as never));
  return message.message || (i18n.t('errors:default') as string);
}
