import { m } from '../../paraglide/messages';
import type { Message } from './locales';

/**
 * The catalogue's message whose key travels as data (a refusal, a column's name), or undefined when no message has
 * that name. The one place a key given at run time is looked up; a key known when writing the code is `m.key`.
 */
export function messageNamed(key: string): Message<object> | undefined {
  const message = (m as Record<string, unknown>)[key];
  return typeof message === 'function' ? (message as Message<object>) : undefined;
}
