import { useState } from 'react';
import { CONFIRM_CLOSING_FIELD, closesContributionsNow } from '../../../domain/campaigns/end-date-rules';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { TextField } from '../forms/text-field';

/**
 * The campaign's end date. A date already past closes an open campaign at once, so the organizer is asked to
 * confirm it beside the field: as soon as it is chosen, or, without JavaScript, when the server refuses the save.
 */
export function EndDateField({
  campaign,
  typed,
  error,
}: {
  campaign: { acceptsContributions: boolean; endDate: string | null };
  typed?: Record<string, string>;
  error?: string;
}) {
  const { t } = useMessages();
  const [endDate, setEndDate] = useState(typed?.endDate ?? campaign.endDate ?? '');
  const asksToClose = closesContributionsNow(campaign, endDate);
  return (
    <div>
      <TextField
        label={t(m.edit_end_date_optional)}
        name="endDate"
        type="date"
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        error={error}
      />
      <div aria-live="polite">
        {asksToClose && (
          <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-stone-800">{t(m.edit_end_date_passed)}</p>
            <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
              <input
                type="checkbox"
                name={CONFIRM_CLOSING_FIELD}
                defaultChecked={typed?.[CONFIRM_CLOSING_FIELD] === 'on'}
                className="size-5 accent-brand-700"
              />
              {t(m.edit_end_date_confirm)}
            </label>
          </div>
        )}
      </div>
    </div>
  );
}
