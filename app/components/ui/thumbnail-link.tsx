import { thumbnailOf } from '../../lib/image-urls';

const SIZES = { small: { pixels: 96, className: 'size-24' }, large: { pixels: 160, className: 'size-40' } };

/** One of our uploaded photos as its small version (kind to costly data), the full one a tap away. */
export function ThumbnailLink({
  url,
  alt,
  size,
  className = '',
}: {
  url: string;
  alt: string;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const { pixels, className: sizeClass } = SIZES[size];
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      <img
        src={thumbnailOf(url) ?? url}
        alt={alt}
        width={pixels}
        height={pixels}
        loading="lazy"
        className={`${sizeClass} rounded-lg object-cover`}
      />
    </a>
  );
}
