import { useEffect, useRef, useState } from 'react';
import { thumbnailOf } from '../../lib/image-urls';

interface CampaignPhotoProps {
  src: string | null;
  name: string;
}

/** The loved one's photo in a circle, or their initial when there is none or it fails to load. */
export function CampaignPhoto({ src, name }: CampaignPhotoProps) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before React hydrated fired its error event too early for onError.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div
        aria-hidden="true"
        data-testid="campaign-initial"
        className="mx-auto flex size-32 items-center justify-center rounded-full bg-brand-100 font-serif text-5xl font-bold text-brand-800 ring-4 ring-white sm:size-40"
      >
        {name.trim().charAt(0).toUpperCase()}
      </div>
    );
  }
  const thumbnail = thumbnailOf(src);
  return (
    <img
      ref={image}
      src={thumbnail ?? src}
      srcSet={thumbnail ? `${thumbnail} 320w, ${src} 1600w` : undefined}
      sizes="160px"
      alt={name}
      width={160}
      height={160}
      fetchPriority="high"
      onError={() => setBroken(true)}
      className="mx-auto size-32 rounded-full bg-stone-200 object-cover ring-4 ring-white sm:size-40"
    />
  );
}
