import { thumbnailOf } from '../../lib/image-urls';

/** The photos shared with a message in the stream: small versions, each a tap from the full one. */
export function TributePhotos({ photos, sharedBy }: { photos: readonly string[]; sharedBy: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo}>
          <a href={photo} target="_blank" rel="noopener noreferrer">
            <img
              src={thumbnailOf(photo) ?? photo}
              alt={`Shared by ${sharedBy}`}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-lg object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
