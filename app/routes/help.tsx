import { data, Link, useActionData } from 'react-router';
import { site } from '../../config/site';
import { contactMessageSchema } from '../../domain/contact';
import { sendContactMessage } from '../../domain/contact/index.server';
import { FAQ_CATEGORIES, type FaqCategory } from '../../domain/content/faq-search';
import { faqIn } from '../../domain/content/help-center';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { ContactForm, type ContactFormResult } from '../components/help/contact-form';
import { FaqBrowser } from '../components/help/faq-browser';
import { SupportCards } from '../components/help/support-cards';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, isExpectedFailure } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/help';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.help_title), messageIn(locale, m.help_meta_description));
};

/**
 * The FAQ in the reader's language only (a phone downloads one language of it), searched in the browser.
 * ?q= and ?category= let search and categories work before JavaScript loads.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const category: FaqCategory | 'all' =
    FAQ_CATEGORIES.find((name) => name === params.get('category')) ?? 'all';
  return { query: (params.get('q') ?? '').slice(0, 100), category, faq: faqIn(context.locale) };
}

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'priority'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  try {
    await sendContactMessage(
      context.db,
      parseInput(contactMessageSchema, values),
      requestDependenciesOf(context),
    );
    return { ok: true } satisfies ContactFormResult;
  } catch (error) {
    if (isExpectedFailure(error)) return formFailure(error, values, context.locale);
    // Whatever went wrong, the visitor keeps what they typed and is offered WhatsApp instead.
    context.logger.error({ err: error }, 'contact message could not be saved');
    return data<ContactFormResult>(
      { ok: false, isValidation: false, message: '', fieldErrors: {}, values },
      { status: 500 },
    );
  }
}

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  const documentResult = useActionData<typeof action>() as ContactFormResult | undefined;
  const { t } = useMessages();
  const moreLinks = [
    ['/privacy', t(m.footer_privacy)],
    ['/terms', t(m.footer_terms)],
    ['/resources', t(m.resources_title)],
    ['/story', t(m.story_title)],
  ];
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t(m.help_title)}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{t(m.help_intro)}</p>

      <section aria-labelledby="faq-heading" className="mt-8">
        <h2 id="faq-heading" className="sr-only">
          {t(m.help_faq_heading)}
        </h2>
        <FaqBrowser
          faq={loaderData.faq}
          initialQuery={loaderData.query}
          initialCategory={loaderData.category}
        />
      </section>

      <section aria-labelledby="contact-heading" className="mt-12">
        <h2 id="contact-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t(m.help_contact_heading)}
        </h2>
        <div className="mt-5">
          <SupportCards />
        </div>
        <div className="mt-6">
          <ContactForm documentResult={documentResult} />
        </div>
      </section>

      <section aria-labelledby="more-heading" className="mt-12">
        <h2 id="more-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t(m.help_more_heading, { site: site.name })}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {moreLinks.map(([to, label]) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t(m.help_follow_us)}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2" aria-label={t(m.footer_social_media)}>
          {site.social.map((profile) => (
            <li key={profile.name}>
              <a
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center text-brand-700 underline"
              >
                {profile.name}
                <span className="sr-only"> {t(m.help_opens_in_new_tab)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
