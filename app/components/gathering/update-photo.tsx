import { ThumbnailLink } from '../ui/thumbnail-link';

/** An update's photo in the timeline; `alt` names who shared it, in the page's language. */
export function UpdatePhoto({ url, alt }: { url: string; alt: string }) {
  return <ThumbnailLink url={url} alt={alt} size="large" className="mt-2 inline-block" />;
}
