import { ThumbnailLink } from '../ui/thumbnail-link';

/** The photos shared with a message in the stream. */
export function TributePhotos({ photos, alt }: { photos: readonly string[]; alt: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo}>
          <ThumbnailLink url={photo} alt={alt} size="small" />
        </li>
      ))}
    </ul>
  );
}
