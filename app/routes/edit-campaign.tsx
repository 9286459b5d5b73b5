import { ArrowLeft } from 'lucide-react';
import { useEffect, useId } from 'react';
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigate,
  useNavigation,
} from 'react-router';
import { ZodError } from 'zod';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { updateCampaignSchema } from '../../domain/campaigns/campaign-schemas';
import { getCampaignForEdit } from '../../domain/campaigns/get-campaign-for-edit.server';
import { updateCampaign } from '../../domain/campaigns/update-campaign.server';
import { getCurrency } from '../../domain/shared/currencies';
import { domainErrorOf, HTTP_STATUS_BY_KIND, isDomainError } from '../../domain/shared/errors';
import { fieldErrorsOf } from '../../domain/shared/validation';
import { HeaderImageUpload } from '../components/campaign/header-image-upload';
import { pageMeta } from '../components/placeholder-page';
import { redirectFromFormerAddress } from '../lib/former-campaign-address.server';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import type { Route } from './+types/edit-campaign';

export const meta = () => pageMeta('Edit Campaign', 'Edit your memorial campaign.');

type EditState =
  | { state: 'not-found' }
  | { state: 'denied'; customUrl: string }
  | { state: 'editable'; campaign: Awaited<ReturnType<typeof getCampaignForEdit>> };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const customUrl = params.customUrl;
  try {
    const campaign = await getCampaignForEdit(context.db, {
      address: customUrl,
      userId: context.user?.id ?? null,
    });
    return data<EditState>({ state: 'editable', campaign }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (isDomainError(error, 'not_found')) {
      await redirectFromFormerAddress(context.db, request, customUrl);
      return data<EditState>({ state: 'not-found' }, { status: 404 });
    }
    if (isDomainError(error, 'forbidden'))
      return data<EditState>({ state: 'denied', customUrl }, { status: 403 });
    throw error;
  }
}

interface ActionResult {
  ok?: boolean;
  /** The campaign's address after the save (its custom URL may have changed). */
  path?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  try {
    const current = await getCampaignForEdit(context.db, {
      address: params.customUrl,
      userId: context.user?.id ?? null,
    });
    const input = updateCampaignSchema.parse({
      tribute: text('tribute') ?? '',
      goal: text('goal'),
      customUrl: text('customUrl'),
      endDate: text('endDate'),
      // An unticked checkbox sends nothing at all.
      allowSharing: form.get('allowSharing') === 'on',
      headerImage: text('headerImage'),
    });
    const updated = await updateCampaign(context.db, context.services, {
      campaignId: current.id,
      userId: context.user!.id,
      input,
    });
    return data<ActionResult>({ ok: true, path: campaignPathOf(updated) });
  } catch (error) {
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error.issues);
      return data<ActionResult>({ message: Object.values(fieldErrors)[0], fieldErrors }, { status: 400 });
    }
    const failure = domainErrorOf(error);
    if (failure) {
      return data<ActionResult>(
        { message: failure.message, fieldErrors: failure.fieldErrors },
        { status: HTTP_STATUS_BY_KIND[failure.kind] },
      );
    }
    throw error;
  }
}

/** After a save the page moves on to the campaign; reloading the old address first would flash "not found". */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as ActionResult | undefined)?.ok ? false : defaultShouldRevalidate;
}

function Centered({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{text}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

const cardClass = 'rounded-xl border border-stone-200 bg-white p-5 sm:p-6';
const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

export default function EditCampaignRoute({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const ids = { tribute: useId(), goal: useId(), endDate: useId(), customUrl: useId(), form: useId() };

  useEffect(() => {
    if (!result) return;
    if (result.ok && result.path) {
      toast({ title: 'Campaign Updated', description: 'Your campaign has been successfully updated' });
      navigate(result.path);
    } else {
      toast({
        title: 'Update Failed',
        description: result.message || 'Failed to update campaign. Please try again.',
        variant: 'destructive',
      });
    }
  }, [result, navigate]);

  if (loaderData.state === 'not-found') {
    return (
      <Centered
        title="Campaign Not Found"
        text="The campaign you're looking for doesn't exist or has been removed"
      >
        <Link to="/dashboard" className="button-primary">
          Go to Dashboard
        </Link>
      </Centered>
    );
  }
  if (loaderData.state === 'denied') {
    return (
      <Centered title="Access Denied" text="You don't have permission to edit this campaign">
        <Link to={campaignPathOf({ customUrl: loaderData.customUrl })} className="button-primary">
          Back to Campaign
        </Link>
      </Centered>
    );
  }

  const { campaign } = loaderData;
  const pending = navigation.state === 'submitting';
  const errors = result?.ok ? {} : (result?.fieldErrors ?? {});
  const currency = getCurrency(campaign.campaignCurrency);

  if (result?.ok) {
    // Without JavaScript the effect above never runs: say it plainly and link on.
    return (
      <Centered title="Campaign Updated" text="Your campaign has been successfully updated">
        <Link to={result.path ?? campaignPathOf(campaign)} className="button-primary">
          View campaign
        </Link>
      </Centered>
    );
  }

  return (
    <section className="page-container max-w-3xl py-8">
      <Link
        to={campaignPathOf(campaign)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to campaign
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold">Edit Campaign</h1>
      <p className="mt-1 text-stone-700">Memorial for {campaign.deceasedName}</p>

      <Form method="post" noValidate className="mt-6 space-y-6" aria-describedby={ids.form}>
        <p id={ids.form} className="sr-only" aria-live="polite">
          {result?.message ?? ''}
        </p>
        <section aria-labelledby="header-image-heading" className={cardClass}>
          <h2 id="header-image-heading" className="text-lg font-semibold">
            Campaign Header Image
          </h2>
          <p className="mt-1 mb-4 text-sm text-stone-600">A wide picture shown across the top of the page.</p>
          <HeaderImageUpload name="headerImage" initialUrl={campaign.headerImage} />
        </section>

        <section aria-labelledby="tribute-heading" className={cardClass}>
          <h2 id="tribute-heading" className="text-lg font-semibold">
            Tribute
          </h2>
          <label htmlFor={ids.tribute} className="mt-3 block font-medium">
            Tribute Message
          </label>
          <textarea
            id={ids.tribute}
            name="tribute"
            rows={8}
            defaultValue={campaign.tribute}
            aria-invalid={Boolean(errors.tribute)}
            aria-describedby={errors.tribute ? `${ids.tribute}-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${ids.tribute}-error`} message={errors.tribute} />
        </section>

        <section aria-labelledby="settings-heading" className={cardClass}>
          <h2 id="settings-heading" className="text-lg font-semibold">
            Campaign Settings
          </h2>
          <div className="mt-3 grid gap-4">
            <div>
              <label htmlFor={ids.goal} className="block font-medium">
                Fundraising Goal (Optional)
              </label>
              <div className="flex items-center gap-2">
                <span className="mt-1 text-stone-700" aria-hidden="true">
                  {currency?.symbol ?? campaign.campaignCurrency}
                </span>
                <input
                  id={ids.goal}
                  name="goal"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step="any"
                  defaultValue={campaign.goal ?? ''}
                  aria-invalid={Boolean(errors.goal)}
                  aria-describedby={`${ids.goal}-hint${errors.goal ? ` ${ids.goal}-error` : ''}`}
                  className={inputClass}
                />
              </div>
              <p id={`${ids.goal}-hint`} className="mt-1 text-sm text-stone-600">
                In {currency?.name ?? campaign.campaignCurrency}. Leave empty for no goal.
              </p>
              <FieldError id={`${ids.goal}-error`} message={errors.goal} />
            </div>
            <div>
              <label htmlFor={ids.endDate} className="block font-medium">
                Campaign End Date (Optional)
              </label>
              <input
                id={ids.endDate}
                name="endDate"
                type="date"
                defaultValue={campaign.endDate ?? ''}
                aria-invalid={Boolean(errors.endDate)}
                aria-describedby={errors.endDate ? `${ids.endDate}-error` : undefined}
                className={inputClass}
              />
              <FieldError id={`${ids.endDate}-error`} message={errors.endDate} />
            </div>
            <div>
              <label htmlFor={ids.customUrl} className="block font-medium">
                Custom URL
              </label>
              <div className="flex items-center gap-1">
                <span className="mt-1 shrink-0 text-sm text-stone-600" aria-hidden="true">
                  /campaign/
                </span>
                <input
                  id={ids.customUrl}
                  name="customUrl"
                  type="text"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  defaultValue={campaign.customUrl}
                  aria-invalid={Boolean(errors.customUrl)}
                  aria-describedby={`${ids.customUrl}-hint${errors.customUrl ? ` ${ids.customUrl}-error` : ''}`}
                  className={inputClass}
                />
              </div>
              <p id={`${ids.customUrl}-hint`} className="mt-1 text-sm text-stone-600">
                Lowercase letters, numbers and hyphens. Links shared with the old address will stop working.
              </p>
              <FieldError id={`${ids.customUrl}-error`} message={errors.customUrl} />
            </div>
          </div>
        </section>

        <section aria-labelledby="privacy-heading" className={cardClass}>
          <h2 id="privacy-heading" className="text-lg font-semibold">
            Privacy Settings
          </h2>
          <label className="mt-3 flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="allowSharing"
              defaultChecked={campaign.allowSharing}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>Enable social media sharing buttons on the campaign page</span>
          </label>
        </section>

        <button type="submit" className="button-primary w-full" disabled={pending}>
          {pending ? 'Updating...' : 'Update Campaign'}
        </button>
      </Form>
    </section>
  );
}
