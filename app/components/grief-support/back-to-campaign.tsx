import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { backToCampaignPath } from '../../lib/last-campaign';

/** Back to the campaign named in `?campaign=`, else the one opened this session, else the browser's back. */
export function BackToCampaign({ className = 'button-secondary' }: { className?: string }) {
  const { t } = useMessages();
  const [searchParams] = useSearchParams();
  const campaignParam = searchParams.get('campaign');
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(backToCampaignPath(campaignParam)), [campaignParam]);

  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t(m.resources_back_to_campaign)}
    </>
  );
  if (path)
    return (
      <Link to={path} className={className}>
        {content}
      </Link>
    );
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {content}
    </button>
  );
}
