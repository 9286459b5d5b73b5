import { ThumbnailLink } from '../ui/thumbnail-link';

/** An update's photo in the timeline. */
export function UpdatePhoto({ url, postedBy }: { url: string; postedBy: string }) {
  return <ThumbnailLink url={url} alt={`Shared by ${postedBy}`} size="large" className="mt-2 inline-block" />;
}
