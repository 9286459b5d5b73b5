import { Link } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * What /sign-guestbook/{id} and /report-message/{id} show for a campaign or message the visitor cannot see. Not the
 * campaign page's own CampaignNotFound: importing it here would split it out of the campaign page's chunk, a request
 * more on the page's first load.
 */
export function MessagePageNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useMessages();
  return (
    <section className="page-container py-12 text-center">
      <h1 className="font-serif text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <Link to="/" className="button-primary mt-4 inline-block">
        {t(m.family_go_home)}
      </Link>
    </section>
  );
}
