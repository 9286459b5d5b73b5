import { data } from 'react-router';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../../domain/shared/validation';

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The body of a page form, for every page action. What no form of ours sends is answered 4xx here rather than
 * failing deeper as a 500: another content type (JSON, text), a body that is not a readable form, or text carrying
 * U+0000, which the database cannot store.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    throw data({ message: 'Please send this form from its page.' }, { status: 415 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: 'The form could not be read. Please try again.' }, { status: 400 });
  }
  for (const [name, value] of form) {
    if (hasNullCharacter(name) || (typeof value === 'string' && hasNullCharacter(value))) {
      throw data({ message: NULL_CHARACTER_MESSAGE }, { status: 400 });
    }
  }
  return form;
}
