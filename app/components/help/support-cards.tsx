import { Mail, MessageCircle } from 'lucide-react';
import { site } from '../../../config/site';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

const whatsappLine = site.phones.find((phone) => phone.whatsapp);

/** WhatsApp and e-mail support (spec part 2 §2), with the 24-hour reply promise. */
export function SupportCards({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useMessages();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
          {t(m.support_whatsapp_title)}
        </Heading>
        <p className="mt-1 text-stone-700">
          {whatsappLine
            ? t(m.support_whatsapp_text_number, { number: whatsappLine.display })
            : t(m.support_whatsapp_text)}
        </p>
        <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className="button-primary mt-4">
          {t(m.support_whatsapp_button)}
          <span className="sr-only"> {t(m.help_opens_in_new_tab)}</span>
        </a>
      </li>
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          {t(m.support_email_title)}
        </Heading>
        <p className="mt-1 text-stone-700">{t(m.support_email_text)}</p>
        <a href={`mailto:${site.supportEmail}`} className="button-secondary mt-4 break-all">
          {site.supportEmail}
        </a>
      </li>
    </ul>
  );
}
