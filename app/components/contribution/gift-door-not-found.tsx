import { Link } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/** What a gift door (/give/{id}, /mobile-wallet/{id}) shows for a campaign the public cannot see. */
export function GiftDoorNotFound() {
  const { t } = useMessages();
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{t(m.wallet_meta_missing)}</h1>
      <p className="mt-4 text-stone-700">{t(m.gift_not_found_text)}</p>
      <Link to="/" className="button-primary mt-8">
        {t(m.gift_go_home)}
      </Link>
    </section>
  );
}
