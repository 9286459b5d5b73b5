import { ExternalLink, Stethoscope } from 'lucide-react';
import { useId } from 'react';
import {
  getResources,
  RESOURCE_ENTRY_LANGUAGE,
  RESOURCE_REGIONS,
  type ResourceRegion,
} from '../../../domain/content/grief-resources';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { ResourceCard } from './resource-card';
import { useResourceRegion } from './use-resource-region';

/**
 * The full directory (spec part 2 §2): a country selector, the four resources of the chosen region, a note on
 * local support, and a professional-support block. The selector sits in a GET form, so without JavaScript
 * "Show" reloads the page for the chosen region (?region=...). The page's words are the reader's; each entry keeps
 * its own language (RESOURCE_ENTRY_LANGUAGE).
 */
export function GriefSupportResources({ initialRegion }: { initialRegion?: ResourceRegion }) {
  const { t, rich } = useMessages();
  const [region, setRegion] = useResourceRegion(initialRegion);
  const selectId = useId();
  const resources = getResources(region);
  const professional = resources.find((resource) => resource.type === 'professional');
  const regionOption = RESOURCE_REGIONS.find((option) => option.id === region);
  const serviceName = professional && <span lang={RESOURCE_ENTRY_LANGUAGE}>{professional.title}</span>;

  return (
    <section aria-labelledby={`${selectId}-heading`} className="rounded-2xl bg-stone-100 p-4 sm:p-6">
      <h2 id={`${selectId}-heading`} className="font-serif text-2xl font-bold text-stone-900">
        {t(m.resources_directory_heading)}
      </h2>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
          <label htmlFor={selectId} className="text-sm font-semibold text-stone-800">
            {t(m.resources_region_label)}
          </label>
          <select
            id={selectId}
            name="region"
            value={region}
            onChange={(event) => setRegion(event.currentTarget.value as ResourceRegion)}
            className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-base"
          >
            {RESOURCE_REGIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.flag} {t(option.name)}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button-secondary">
            {t(m.resources_region_show)}
          </button>
        </noscript>
      </form>
      <p className="mt-3 min-h-12 text-sm text-stone-700" aria-live="polite">
        {region === 'international' || !regionOption
          ? t(m.resources_international_note)
          : t(m.resources_region_note, { region: t(regionOption.name) })}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="grief-resources">
        {resources.map((resource) => (
          <ResourceCard key={resource.title} resource={resource} />
        ))}
      </ul>
      {professional?.link && (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-sky-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Stethoscope aria-hidden="true" className="size-5 text-sky-800" />
              {t(m.resources_professional_heading)}
            </h3>
            <p className="mt-1 text-stone-700">
              {rich(m.resources_professional_text, { service: serviceName })}
            </p>
          </div>
          <a
            href={professional.link}
            target="_blank"
            rel="noopener noreferrer"
            className="button-primary shrink-0"
          >
            {t(m.resources_find_counselors)}
            <span className="sr-only"> {rich(m.resources_opens_site_in_new_tab, { site: serviceName })}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      )}
    </section>
  );
}
