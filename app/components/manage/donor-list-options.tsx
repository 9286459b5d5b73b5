import { useState } from 'react';
import { DONORS_MAX_PAGE_SIZE } from '../../../domain/contributions/donor-list-rules';
import { m } from '../../../paraglide/messages';
import { sendJson } from '../../lib/api-request';
import { copyText } from '../../lib/copy-text';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';

interface DonorLine {
  name: string;
  email: string | null;
  amount: string | null;
  currency: string;
  paymentMethod: string;
}

interface DonorPage {
  donors: DonorLine[];
  nextCursor: string | null;
}

/**
 * Download Donor List (the CSV), Copy donor list and Quick Campaign Stats (spec part 2 §2 and §7): options of the
 * manage card for the organizer and the recipient, and of the contributions panel for an admin. Each reads from
 * the server when pressed (the API refuses anyone who does not manage the campaign).
 */
export function DonorListOptions({ campaignId }: { campaignId: number }) {
  const { t } = useMessages();
  const [stats, setStats] = useState<string | null>(null);
  const copyFailed = (description: string) =>
    toast({ title: t(m.manage_error), description, variant: 'destructive' });

  /** Every donor, read a page at a time when the button is pressed (a campaign may have 100,000). */
  async function allDonors(): Promise<DonorLine[] | null> {
    const donors: DonorLine[] = [];
    let after: string | null = '';
    while (after !== null) {
      const query: URLSearchParams = new URLSearchParams({ limit: String(DONORS_MAX_PAGE_SIZE), after });
      const answer = await sendJson<DonorPage>('GET', `/api/campaigns/${campaignId}/donors?${query}`);
      if (!answer.ok) return null;
      donors.push(...answer.body.donors);
      after = answer.body.nextCursor;
    }
    return donors;
  }

  async function copyDonors() {
    const donors = await allDonors();
    if (!donors) return copyFailed(t(m.manage_donors_failed));
    const lines = donors.map((donor) =>
      [
        donor.name,
        donor.email ?? '',
        donor.amount ? `${donor.amount} ${donor.currency}` : t(m.manage_donor_private),
        donor.paymentMethod,
      ].join('\t'),
    );
    if (await copyText(lines.join('\n'))) toast({ title: t(m.manage_donors_copied) });
    else copyFailed(t(m.manage_copy_failed_download));
  }

  async function copyStats() {
    const answer = await sendJson<{ text: string }>('GET', `/api/campaigns/${campaignId}/quick-stats`);
    if (!answer.ok) return copyFailed(t(m.manage_stats_failed));
    const { text } = answer.body;
    setStats(text);
    if (await copyText(text)) toast({ title: t(m.manage_stats_copied) });
  }

  return (
    <>
      <a href={`/api/campaigns/${campaignId}/donors.csv`} download className="button-secondary w-full">
        {t(m.manage_download_donors)}
      </a>
      <a href={`/api/campaigns/${campaignId}/statement`} download className="button-secondary w-full">
        {t(m.manage_download_statement)}
      </a>
      <button type="button" className="button-secondary w-full" onClick={copyDonors}>
        {t(m.manage_copy_donors)}
      </button>
      <button type="button" className="button-secondary w-full" onClick={copyStats}>
        {t(m.manage_quick_stats)}
      </button>
      {stats && <pre className="whitespace-pre-wrap rounded-lg bg-stone-100 p-3 text-sm">{stats}</pre>}
    </>
  );
}
