import { BookOpen, ExternalLink, HeartHandshake, type LucideIcon, Phone, Stethoscope } from 'lucide-react';
import {
  RESOURCE_ENTRY_LANGUAGE,
  type ResourceItem,
  type ResourceType,
} from '../../../domain/content/grief-resources';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

const TYPE_DETAILS: Record<
  ResourceType,
  { label: Message<Record<never, never>>; icon: LucideIcon; tone: string }
> = {
  crisis: { label: m.resources_type_crisis, icon: Phone, tone: 'bg-red-50 text-red-800' },
  support: { label: m.resources_type_support, icon: HeartHandshake, tone: 'bg-brand-50 text-brand-800' },
  education: { label: m.resources_type_education, icon: BookOpen, tone: 'bg-amber-50 text-amber-900' },
  professional: { label: m.resources_type_professional, icon: Stethoscope, tone: 'bg-sky-50 text-sky-900' },
};

/** One entry of the directory: its kind in the reader's language, the entry itself in its own (`lang`). */
export function ResourceCard({ resource }: { resource: ResourceItem }) {
  const { t } = useMessages();
  const { label, icon: Icon, tone } = TYPE_DETAILS[resource.type];
  const title = <span lang={RESOURCE_ENTRY_LANGUAGE}>{resource.title}</span>;
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p
        className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {t(label)}
      </p>
      <h3 lang={RESOURCE_ENTRY_LANGUAGE} className="mt-3 text-lg font-semibold text-stone-900">
        {resource.title}
      </h3>
      <p lang={RESOURCE_ENTRY_LANGUAGE} className="mt-1 flex-1 text-stone-700">
        {resource.description}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {resource.phone && (
          <a href={`tel:${resource.phone.replace(/[^\d+]/g, '')}`} className="button-primary">
            <Phone aria-hidden="true" className="size-4" />
            <span lang={RESOURCE_ENTRY_LANGUAGE}>{resource.action}</span>
            <span className="sr-only">: {title}</span>
          </a>
        )}
        {resource.link && (
          <a
            href={resource.link}
            target="_blank"
            rel="noopener noreferrer"
            className={resource.phone ? 'button-secondary' : 'button-primary'}
          >
            {resource.phone ? (
              t(m.resources_visit_website)
            ) : (
              <span lang={RESOURCE_ENTRY_LANGUAGE}>{resource.action}</span>
            )}
            <span className="sr-only">
              : {title} {t(m.help_opens_in_new_tab)}
            </span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </li>
  );
}
