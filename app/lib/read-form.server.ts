import { FORM_BODY_LIMITS, FORM_TOO_LARGE_MESSAGE } from '../../domain/shared/form-body-limits';
import { messageIn, visitorLanguageOf } from '../../domain/shared/locales';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { refusal } from './form-result.server';

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The body of a page form, for every page action. What no form of ours sends is answered 4xx here rather than
 * failing deeper as a 500 or holding the server's memory: another content type (JSON, text), a body over the
 * form's limit (counted as it arrives, since a chunked body declares no length), a body that is not a readable
 * form, or text carrying U+0000, which the database cannot store.
 */
export async function readForm(
  request: Request,
  { maxBytes = FORM_BODY_LIMITS.text }: { maxBytes?: number } = {},
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  // The reader's language as the server chose it for this request (context.locale): from the same headers.
  const language = visitorLanguageOf(request.headers);
  if (!FORM_TYPES.test(contentType)) {
    throw refusal(415, messageIn(language, m.refusal_form_from_its_page));
  }
  const unreadable = () => refusal(400, messageIn(language, m.refusal_form_unreadable));
  const body = await readBodyWithin(request, maxBytes, unreadable);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw unreadable();
  }
  for (const [name, value] of form) {
    if (hasNullCharacter(name) || (typeof value === 'string' && hasNullCharacter(value))) {
      throw refusal(400, NULL_CHARACTER_MESSAGE);
    }
  }
  return form;
}

/**
 * The body, counted as it arrives (a chunked body declares no length). Past the limit the rest is read and
 * dropped, not kept: the answer is a 413 the sender can read, and the connection stays usable. A body that
 * declares a length past every form's limit is refused before this (server/http/page-body-limit.ts).
 */
async function readBodyWithin(
  request: Request,
  maxBytes: number,
  unreadable: () => unknown,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body?.getReader();
  while (reader) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw unreadable();
    }
    if (chunk.done) break;
    received += chunk.value.byteLength;
    if (received <= maxBytes) chunks.push(chunk.value);
  }
  if (received > maxBytes) throw refusal(413, FORM_TOO_LARGE_MESSAGE);
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
