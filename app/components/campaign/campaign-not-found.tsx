import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CampaignNotFoundWords } from '../../lib/campaign-words.server';

/**
 * What /campaign/… shows when no visible campaign has that address. Its words come with the loader's 404
 * (campaignNotFoundWordsIn), in the reader's language: the campaign page's script carries no message.
 */
export function CampaignNotFound({ words }: { words: CampaignNotFoundWords }) {
  const navigate = useNavigate();
  // "Go Back" only where there is somewhere to go back to: without script, or on a first page, it would be a second
  // way home.
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => setCanGoBack(window.history.length > 1), []);
  return (
    <section className="page-container py-20 text-center">
      <title>{words.documentTitle}</title>
      <h1 className="font-serif text-3xl font-bold">{words.title}</h1>
      <p className="mt-4 text-stone-700">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {canGoBack ? (
          <button type="button" className="button-primary" onClick={() => navigate(-1)}>
            {words.back}
          </button>
        ) : null}
        <Link to="/" className={canGoBack ? 'button-secondary' : 'button-primary'}>
          {words.home}
        </Link>
        <Link to="/help" className="button-secondary">
          {words.help}
        </Link>
      </div>
    </section>
  );
}
