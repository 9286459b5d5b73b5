import { BookOpen, ExternalLink, HeartHandshake, type LucideIcon, Phone, Stethoscope } from 'lucide-react';
import type { ResourceItem, ResourceType } from '../../../domain/content/grief-resources';

const TYPE_DETAILS: Record<ResourceType, { label: string; icon: LucideIcon; tone: string }> = {
  crisis: { label: 'Crisis line', icon: Phone, tone: 'bg-red-50 text-red-800' },
  support: { label: 'Support', icon: HeartHandshake, tone: 'bg-brand-50 text-brand-800' },
  education: { label: 'Learn about grief', icon: BookOpen, tone: 'bg-amber-50 text-amber-900' },
  professional: { label: 'Professional help', icon: Stethoscope, tone: 'bg-sky-50 text-sky-900' },
};

export function ResourceCard({ resource }: { resource: ResourceItem }) {
  const { label, icon: Icon, tone } = TYPE_DETAILS[resource.type];
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p
        className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </p>
      <h3 className="mt-3 text-lg font-semibold text-stone-900">{resource.title}</h3>
      <p className="mt-1 flex-1 text-stone-700">{resource.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {resource.phone && (
          <a href={`tel:${resource.phone.replace(/[^\d+]/g, '')}`} className="button-primary">
            <Phone aria-hidden="true" className="size-4" />
            {resource.action}
            <span className="sr-only">: {resource.title}</span>
          </a>
        )}
        {resource.link && (
          <a
            href={resource.link}
            target="_blank"
            rel="noopener noreferrer"
            className={resource.phone ? 'button-secondary' : 'button-primary'}
          >
            {resource.phone ? 'Visit website' : resource.action}
            <span className="sr-only">: {resource.title} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </li>
  );
}
