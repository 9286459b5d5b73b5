import { Link } from 'react-router';
import { m } from '../../paraglide/messages';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/admin-access';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.admin_moved_title), messageIn(locale, m.admin_moved_description));
};

/** Old admin entry points only point to the real sign-in: there is no bypass (DESIGN.md). */
export default function AdminAccessRoute() {
  const { t } = useMessages();
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{t(m.admin_moved_title)}</h1>
      <p className="mt-4 text-stone-700">{t(m.admin_moved_text)}</p>
      <Link to="/admin/login" className="button-primary mt-8">
        {t(m.admin_moved_link)}
      </Link>
    </section>
  );
}
