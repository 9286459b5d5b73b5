import { thumbnailOf } from '../../lib/image-urls';

/** An update's photo: the small version in the timeline (kind to costly data), the full one a tap away. */
export function UpdatePhoto({ url, postedBy }: { url: string; postedBy: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
      <img
        src={thumbnailOf(url) ?? url}
        alt={`Shared by ${postedBy}`}
        width={160}
        height={160}
        loading="lazy"
        className="size-40 rounded-lg object-cover"
      />
    </a>
  );
}
