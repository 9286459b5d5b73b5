import { UPLOAD_MESSAGES } from '../../domain/uploads/upload-rules';
import { PhotoRefused, preparePhoto } from './prepare-photo';

/**
 * A plain form's chosen photo swapped for the copy preparePhoto makes (issue 33 item 2), the form's button held
 * while it is made, and the field's hint saying so, or saying why the photo cannot be sent.
 */
export async function shrinkChosenPhoto(input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
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
  say('Preparing photo...');
  try {
    const ready = await preparePhoto(file);
    if (ready !== file) {
      const transfer = new DataTransfer();
      transfer.items.add(ready);
      input.files = transfer.files;
    }
    say(UPLOAD_MESSAGES.photoHintWithScript);
  } catch (refused) {
    input.value = '';
    say(refused instanceof PhotoRefused ? refused.message : UPLOAD_MESSAGES.unreadable, true);
  } finally {
    if (submit) submit.disabled = false;
  }
}
