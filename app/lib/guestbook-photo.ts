/**
 * The campaign page's guestbook form is static HTML (no React of its own): a photo chosen there is made small by
 * the shared photo code, fetched only once a photo is chosen so the page's own script stays as small as it is.
 */
export function shrinkGuestbookPhotos(root: Document) {
  const chosen = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.id === 'guestbook-photo' && input.files?.length) {
      void import('./shrink-chosen-photo').then((photo) => photo.shrinkChosenPhoto(input));
    }
  };
  root.addEventListener('change', chosen);
  return () => root.removeEventListener('change', chosen);
}
