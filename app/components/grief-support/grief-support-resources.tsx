import { ExternalLink, Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { getResources, RESOURCE_REGIONS, type ResourceRegion } from '../../../domain/content/grief-resources';
import { BackToCampaign } from './back-to-campaign';
import { ResourceCard } from './resource-card';
import { useResourceRegion } from './use-resource-region';

const regionName = (region: ResourceRegion) =>
  RESOURCE_REGIONS.find((option) => option.id === region)?.name ?? 'International';

/**
 * The full directory (spec part 2 §2): a country selector, the four resources of the chosen region, a note on
 * local support, and a professional-support block. The selector sits in a GET form, so without JavaScript
 * "Show" reloads the page for the chosen region (?region=...).
 */
export function GriefSupportResources({ initialRegion }: { initialRegion?: ResourceRegion }) {
  const [region, setRegion] = useResourceRegion(initialRegion);
  const selectId = useId();
  const resources = getResources(region);
  const professional = resources.find((resource) => resource.type === 'professional');

  return (
    <section aria-labelledby={`${selectId}-heading`} className="rounded-2xl bg-stone-100 p-4 sm:p-6">
      <h2 id={`${selectId}-heading`} className="font-serif text-2xl font-bold text-stone-900">
        Helplines and support in your country
      </h2>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
          <label htmlFor={selectId} className="text-sm font-semibold text-stone-800">
            Country or region
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
                {option.flag} {option.name}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button-secondary">
            Show
          </button>
        </noscript>
      </form>
      <p className="mt-3 min-h-12 text-sm text-stone-700" aria-live="polite">
        {region === 'international'
          ? 'These services help people anywhere in the world. For a helpline near you, choose your country above, or ask a local doctor, hospital, place of worship or community leader about grief support nearby.'
          : `Showing services in ${regionName(region)}. In an emergency, call your local emergency number.`}
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
              Professional support
            </h3>
            <p className="mt-1 text-stone-700">
              A grief counsellor or psychologist can help when the weight does not lift. {professional.title}{' '}
              can point you to one.
            </p>
          </div>
          <a
            href={professional.link}
            target="_blank"
            rel="noopener noreferrer"
            className="button-primary shrink-0"
          >
            Find Local Counselors
            <span className="sr-only"> (opens {professional.title} in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      )}
    </section>
  );
}

/**
 * The compact variant for the campaign page: the first two resources of the visitor's region, a link to the
 * full directory in a new tab, and optionally Back to Campaign.
 */
export function CompactGriefSupport({ showBackToCampaign = false }: { showBackToCampaign?: boolean }) {
  const [region] = useResourceRegion();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-stone-900">
        Grief support
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        You do not have to carry this alone. Free, confidential help
        {region === 'international' ? ' wherever you are' : ` in ${regionName(region)}`}:
      </p>
      <ul className="mt-3 grid gap-3">
        {getResources(region)
          .slice(0, 2)
          .map((resource) => (
            <ResourceCard key={resource.title} resource={resource} />
          ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/resources" target="_blank" rel="noopener" className="button-secondary">
          View All Resources
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        {showBackToCampaign && <BackToCampaign />}
      </div>
    </section>
  );
}
