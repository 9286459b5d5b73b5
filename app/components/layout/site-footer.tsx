import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { site } from '../../../config/site';
import { m } from '../../../paraglide/messages';
import { isEuropeanVisitor } from '../../lib/browser-region';
import { useMessages } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

export function SiteFooter() {
  const [showGdprLink, setShowGdprLink] = useState(false);
  useEffect(() => setShowGdprLink(isEuropeanVisitor()), []);
  const { address } = site;
  const { t } = useMessages();

  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="page-container grid gap-8 py-10 sm:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm text-stone-300">{t(m.site_tagline)}</p>
          <address className="mt-4 text-sm not-italic text-stone-300">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}, {address.country}
          </address>
          <div className="mt-4">
            <LanguageSwitcher id="footer-language" onDark />
          </div>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t(m.footer_contact)}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {site.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="text-stone-400">{phone.label}: </span>
                <a
                  className="underline-offset-2 hover:underline"
                  href={phone.whatsapp ? site.whatsappUrl : `tel:${phone.tel}`}
                >
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a className="underline-offset-2 hover:underline" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t(m.footer_help_policies)}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="underline-offset-2 hover:underline" to="/help">
                {t(m.footer_help_center)}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" to="/privacy">
                {t(m.footer_privacy)}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" to="/terms">
                {t(m.footer_terms)}
              </Link>
            </li>
            {showGdprLink && (
              <li>
                <a
                  className="underline-offset-2 hover:underline"
                  href="/gdpr-info"
                  target="_blank"
                  rel="noopener"
                >
                  {t(m.footer_gdpr)}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="page-container flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t(m.footer_social_media)}>
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  className="underline-offset-2 hover:underline"
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-stone-400">
            {t(m.footer_rights, { year: new Date().getUTCFullYear(), name: site.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
