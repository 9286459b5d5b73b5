import { messageIn, storedLocale } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { photoRefusalIn, photoRefusalOf } from './photo-refusal-words';
import { preparePhoto } from './prepare-photo';

/**
 * A plain form's chosen photo swapped for the copy preparePhoto makes (issue 33 item 2), the form's button held
 * while it is made, and the field's hint saying so in the reader's language, or saying why the photo cannot be
 * sent. Loaded only once a photo is chosen, so its words cost the page nothing before; the page's language is its
 * `<html lang>`, which the server writes (decision 025).
 */
export async function shrinkChosenPhoto(input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
  const locale = storedLocale(input.ownerDocument.documentElement.lang);
  const submit = input.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = document.getElementById(`${input.id}-hint`);
  const say = (text: string, refused = false) => {
    if (!hint) return;
    hint.textContent = text;
    hint.classList.toggle('text-red-700', refused);
    if (refused) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  if (submit) submit.disabled = true;
  say(messageIn(locale, m.photo_preparing));
  try {
    const ready = await preparePhoto(file);
    if (ready !== file) {
      const transfer = new DataTransfer();
      transfer.items.add(ready);
      input.files = transfer.files;
    }
    say(messageIn(locale, m.photo_hint_with_script));
  } catch (refused) {
    input.value = '';
    say(photoRefusalIn(locale, photoRefusalOf(refused)), true);
  } finally {
    if (submit) submit.disabled = false;
  }
}
