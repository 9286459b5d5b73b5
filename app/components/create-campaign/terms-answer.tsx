import { useState } from 'react';
import {
  PLATFORM_FEE_RATE,
  PROCESSING_FEE_RATE,
  PROCESSING_FIXED_FEE,
} from '../../../domain/payments/fee-wording';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import type { StepInputProps } from './step-input-props';
import { choiceClass } from './wizard-styles';

/** The key terms, a link to the full ones, and yes or no. */
export function TermsAnswer({ answers, update, next, describedBy }: StepInputProps) {
  const [declined, setDeclined] = useState(false);
  const { t } = useMessages();
  return (
    <div aria-describedby={describedBy}>
      <ul className="list-disc space-y-1 rounded-xl bg-white p-4 pl-8 text-sm text-stone-800">
        <li>{t(m.create_terms_funds)}</li>
        <li>
          {t(m.create_terms_fees, {
            platformFee: PLATFORM_FEE_RATE,
            processingFee: PROCESSING_FEE_RATE,
            fixedFee: PROCESSING_FIXED_FEE,
          })}
        </li>
        <li>{t(m.create_terms_true)}</li>
        <li>{t(m.create_terms_age)}</li>
      </ul>
      <a
        href="/terms"
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t(m.create_terms_read)}
      </a>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <button
          type="button"
          className={choiceClass}
          aria-pressed={answers.acceptTerms === 'yes'}
          autoFocus
          onClick={() => {
            update({ acceptTerms: 'yes' });
            next();
          }}
        >
          {t(m.create_terms_agree)}
        </button>
        <button
          type="button"
          className={choiceClass}
          aria-pressed={answers.acceptTerms === 'no'}
          onClick={() => {
            update({ acceptTerms: 'no' });
            setDeclined(true);
          }}
        >
          {t(m.create_no)}
        </button>
      </div>
      {declined && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {t(m.create_terms_declined)}
        </p>
      )}
    </div>
  );
}
