import { Mail, MessageCircle } from 'lucide-react';
import { site } from '../../../config/site';

const whatsappLine = site.phones.find((phone) => phone.whatsapp);

/** WhatsApp and e-mail support (spec part 2 §2), with the 24-hour reply promise. */
export function SupportCards({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
          WhatsApp support
        </Heading>
        <p className="mt-1 text-stone-700">
          Message us from anywhere in the world{whatsappLine ? ` on ${whatsappLine.display}` : ''}.
        </p>
        <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className="button-primary mt-4">
          Chat on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          E-mail support
        </Heading>
        <p className="mt-1 text-stone-700">We reply within 24 hours.</p>
        <a href={`mailto:${site.supportEmail}`} className="button-secondary mt-4 break-all">
          {site.supportEmail}
        </a>
      </li>
    </ul>
  );
}
