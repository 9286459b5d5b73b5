import { HandHeart, HeartHandshake, Share2, ShieldCheck, Smartphone, Users } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '../../../config/site';
import { PLATFORM_FEE_RATE } from '../../../domain/payments/fee-wording';
import { KickstartBanner } from '../layout/kickstart-banner';
import { CreateCampaignLink } from './create-campaign-link';

const reasons = [
  {
    icon: HeartHandshake,
    title: 'Money goes to someone you trust',
    text: 'You nominate a family member or friend to receive the funds. The organizer never holds the money.',
  },
  {
    icon: Smartphone,
    title: 'Give from anywhere',
    text: 'Family abroad give by card; family at home send mobile money straight to the recipient, with no fees.',
  },
  {
    icon: ShieldCheck,
    title: 'Fees you see before you give',
    text: `Card gifts show the ${PLATFORM_FEE_RATE} platform fee and card processing before paying. Mobile wallet gifts carry no fee.`,
  },
];

const steps = [
  {
    icon: HandHeart,
    title: 'Share Their Story',
    text: 'Answer a few gentle questions. Add a photo and a tribute: we can help you find the words.',
  },
  {
    icon: Share2,
    title: 'Invite Support',
    text: 'Share the page on WhatsApp, Facebook or by link. It opens fast, even on slow connections.',
  },
  {
    icon: Users,
    title: 'Receive Support',
    text: 'Contributions and memories arrive on one page, and the funds go to the recipient you chose.',
  },
];

/** The home page's content; /create-campaign shows it too, under the creation dialog. */
export function HomeContent() {
  return (
    <>
      <KickstartBanner />
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="page-container py-14 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{site.tagline}</p>
          <h1 className="mx-auto mt-4 max-w-3xl font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-5xl">
            Honour the one you lost, together
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">
            Create a memorial page in less than 3 minutes. Family and friends anywhere in the world can share
            memories and give, and every contribution goes to the trusted person you choose.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <CreateCampaignLink opener="hero" className="button-primary w-full text-lg sm:w-auto" />
            <a href="#how-it-works" className="button-secondary w-full sm:w-auto">
              How it works
            </a>
          </div>
          <p className="mt-4 text-sm text-stone-600">Free to create. No account needed to give.</p>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="page-container py-14">
        <h2 id="why-heading" className="text-center font-serif text-3xl font-bold">
          Why families choose {site.name}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">{site.meaning}</p>
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
            How It Works
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
                  <span className="sr-only">Step {index + 1}: </span>
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
            You do not have to grieve alone
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100">
            Find helplines and bereavement support in your country, with practical ways to cope in the days
            ahead.
          </p>
          <Link to="/resources" className="button-on-brand mt-6">
            Find Grief Support
          </Link>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="page-container pb-6 text-center">
        <h2 id="cta-heading" className="font-serif text-3xl font-bold">
          Start their memorial today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-700">
          It takes less than 3 minutes, and you can edit everything later.
        </p>
        <CreateCampaignLink opener="closing" className="button-primary mt-6" />
      </section>
    </>
  );
}
