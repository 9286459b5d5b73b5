import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';

export const SHARE_TEXT = 'I have created a campaign to support the family during this difficult time.';

interface ShareCardProps {
  url: string;
  allowSharing: boolean;
}

function isPhone(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

export function shareLinks(url: string, { phone }: { phone: boolean }) {
  const text = `${SHARE_TEXT} ${url}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(SHARE_TEXT)}&url=${encodeURIComponent(url)}`,
    // On a phone the app opens directly; elsewhere WhatsApp's web page.
    whatsapp: phone
      ? `whatsapp://send?text=${encodeURIComponent(text)}`
      : `https://api.whatsapp.com/send?text=${encodeURIComponent(text)}`,
  };
}

/** Copies through the Clipboard API, or through a hidden text field where that is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-white';

export function ShareCard({ url, allowSharing }: ShareCardProps) {
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(isPhone()), []);

  if (!allowSharing) {
    return (
      <section aria-labelledby="share-heading" className="rounded-xl border border-stone-200 bg-white p-5">
        <h2 id="share-heading" className="font-semibold">
          Share this memorial
        </h2>
        <p className="mt-2 text-sm text-stone-700">Sharing has been disabled for this campaign</p>
      </section>
    );
  }

  const links = shareLinks(url, { phone });
  const openPopup = (event: React.MouseEvent<HTMLAnchorElement>, target: string) => {
    if (target.startsWith('whatsapp://')) return;
    event.preventDefault();
    window.open(target, 'share', 'width=600,height=400,noopener');
  };

  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="share-heading" className="font-semibold">
        Share this memorial
      </h2>
      <p className="mt-1 text-sm text-stone-700">Every share helps the family reach someone who cares.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {(
          [
            ['WhatsApp', links.whatsapp, 'bg-[#0b6b37] hover:bg-[#08552b]'],
            ['Facebook', links.facebook, 'bg-[#1864d8] hover:bg-[#1450ad]'],
            ['X', links.x, 'bg-stone-900 hover:bg-black'],
          ] as const
        ).map(([name, href, colours]) => (
          <a
            key={name}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => openPopup(event, href)}
            className={`${buttonClass} ${colours}`}
          >
            {name}
          </a>
        ))}
      </div>
      <button
        type="button"
        className="button-secondary mt-3 w-full"
        onClick={async () => {
          if (await copyText(url))
            toast({ title: 'Link Copied', description: 'Paste it anywhere to share.' });
          else toast({ title: 'Copy failed', description: url, variant: 'destructive' });
        }}
      >
        Copy link
      </button>
    </section>
  );
}
