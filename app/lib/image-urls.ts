/** The small version the upload pipeline stores beside each of our images (others have none). */
export function thumbnailOf(url: string): string | null {
  return /^\/uploads\/.+\.webp$/.test(url) && !url.endsWith('-thumb.webp')
    ? url.replace(/\.webp$/, '-thumb.webp')
    : null;
}
