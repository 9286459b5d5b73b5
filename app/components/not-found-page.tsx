import { Link } from 'react-router';
import { site } from '../../config/site';
import { m } from '../../paraglide/messages';
import { useMessages } from '../lib/i18n';

/** Every page's 404. Pages show it through LazyNotFoundPage, so only a visitor who meets it downloads its words. */
export function NotFoundPage() {
  const { t } = useMessages();
  const title = t(m.not_found_title);
  return (
    <section className="page-container py-20 text-center">
      <title>{`${title} | ${site.name}`}</title>
      <p className="font-serif text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{t(m.not_found_text)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="button-primary">
          {t(m.shell_error_home)}
        </Link>
        <Link to="/help" className="button-secondary">
          {t(m.not_found_help)}
        </Link>
      </div>
    </section>
  );
}
