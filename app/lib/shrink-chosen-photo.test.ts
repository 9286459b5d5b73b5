import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkChosenPhoto } from './shrink-chosen-photo';

/** The guestbook's static photo field and its hint, as far as shrinkChosenPhoto reads them, without a DOM. */
function guestbookField(lang: string, file: { name: string; type: string }) {
  const hint = { textContent: '', classList: { toggle: vi.fn() } };
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'guestbook-photo-hint' ? hint : null),
  });
  const input = {
    id: 'guestbook-photo',
    files: [file],
    form: null,
    value: 'C:\\fakepath\\notes.txt',
    ownerDocument: { documentElement: { lang } },
    setAttribute: vi.fn(),
    removeAttribute: vi.fn(),
  };
  return { input: input as unknown as HTMLInputElement, hint };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a photo chosen on the guestbook’s plain form', () => {
  it('when a Swahili reader chooses a file that is not an image, then the hint says so, then why, in Swahili', async () => {
    const { input, hint } = guestbookField('sw', { name: 'notes.txt', type: 'text/plain' });
    const shrinking = shrinkChosenPhoto(input);
    expect(hint.textContent).toBe('Tunaandaa picha…');
    await shrinking;
    expect(hint.textContent).toBe('Tafadhali chagua faili la picha.');
    expect(input.setAttribute).toHaveBeenCalledWith('aria-invalid', 'true');
    expect(input.value).toBe('');
  });

  it('when the page is in English, then the same refusal is the English one', async () => {
    const { input, hint } = guestbookField('en', { name: 'notes.txt', type: 'text/plain' });
    await shrinkChosenPhoto(input);
    expect(hint.textContent).toBe('Please select an image file.');
  });
});
