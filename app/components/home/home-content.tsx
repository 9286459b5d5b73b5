import { HandHeart, HeartHandshake, Share2, ShieldCheck, Smartphone, Users } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '../../../config/site';
import { PLATFORM_FEE_PERCENT } from '../../../domain/payments/fees';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { KickstartBanner } from '../layout/kickstart-banner';
import { CreateCampaignLink } from './create-campaign-link';

/** The home page's content; /create-campaign shows it too, under the creation dialog. */
export function HomeContent() {
  const { t } = useMessages();
  const reasons = [
    { icon: HeartHandshake, title: t(m.home_reason_trust_title), text: t(m.home_reason_trust_text) },
    { icon: Smartphone, title: t(m.home_reason_anywhere_title), text: t(m.home_reason_anywhere_text) },
    {
      icon: ShieldCheck,
      title: t(m.home_reason_fees_title),
      text: t(m.home_reason_fees_text, { percent: PLATFORM_FEE_PERCENT }),
    },
  ];
  const steps = [
    { icon: HandHeart, title: t(m.home_step_story_title), text: t(m.home_step_story_text) },
    { icon: Share2, title: t(m.home_step_invite_title), text: t(m.home_step_invite_text) },
    { icon: Users, title: t(m.home_step_receive_title), text: t(m.home_step_receive_text) },
  ];
  return (
    <>
      <KickstartBanner />
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="page-container py-14 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            {t(m.site_tagline)}
          </p>
          <h1 className="mx-auto mt-4 max-w-3xl font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-5xl">
            {t(m.home_title)}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">{t(m.home_lead)}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <CreateCampaignLink opener="hero" className="button-primary w-full text-lg sm:w-auto" />
            <a href="#how-it-works" className="button-secondary w-full sm:w-auto">
              {t(m.home_how_it_works_link)}
            </a>
          </div>
          <p className="mt-4 text-sm text-stone-600">{t(m.home_free_note)}</p>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="page-container py-14">
        <h2 id="why-heading" className="text-center font-serif text-3xl font-bold">
          {t(m.home_why_heading, { name: site.name })}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">{t(m.site_meaning)}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Below the sticky header when "How it works" scrolls here. */}
      <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-16 bg-white py-14">
        <div className="page-container">
          <h2 id="how-heading" className="text-center font-serif text-3xl font-bold">
            {t(m.home_how_heading)}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-xl bg-stone-50 p-6">
                <div className="flex items-center gap-3">
                  <span
                    className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">{t(m.home_step_number, { number: index + 1 })} </span>
                  {title}
                </h3>
                <p className="mt-2 text-stone-700">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="grief-heading" className="page-container py-14">
        <div className="rounded-2xl bg-brand-800 p-8 text-white sm:p-10">
          <h2 id="grief-heading" className="font-serif text-2xl font-bold sm:text-3xl">
            {t(m.home_grief_heading)}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100">{t(m.home_grief_text)}</p>
          <Link to="/resources" className="button-on-brand mt-6">
            {t(m.home_grief_link)}
          </Link>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="page-container pb-6 text-center">
        <h2 id="cta-heading" className="font-serif text-3xl font-bold">
          {t(m.home_cta_heading)}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-700">{t(m.home_cta_text)}</p>
        <CreateCampaignLink opener="closing" className="button-primary mt-6" />
      </section>
    </>
  );
}
