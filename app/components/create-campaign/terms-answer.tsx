import { useState } from 'react';
import {
  PLATFORM_FEE_RATE,
  PROCESSING_FEE_RATE,
  PROCESSING_FIXED_FEE,
} from '../../../domain/payments/fee-wording';
import type { StepInputProps } from './step-input-props';
import { choiceClass } from './wizard-styles';

/** The key terms, a link to the full ones, and yes or no. */
export function TermsAnswer({ answers, update, next, describedBy }: StepInputProps) {
  const [declined, setDeclined] = useState(false);
  return (
    <div aria-describedby={describedBy}>
      <ul className="list-disc space-y-1 rounded-xl bg-white p-4 pl-8 text-sm text-stone-800">
        <li>The funds go to the recipient you nominate, never to you as the organizer.</li>
        <li>
          Card contributions carry a {PLATFORM_FEE_RATE} platform fee and card processing (
          {PROCESSING_FEE_RATE} + {PROCESSING_FIXED_FEE}); mobile wallet gifts go to the recipient with no
          fee.
        </li>
        <li>You confirm that what you entered is true and that the family supports this campaign.</li>
        <li>You are 18 or older. Campaigns may be reviewed before payouts.</li>
      </ul>
      <a
        href="/terms"
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Read the full Terms of Service (opens in a new tab)
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
          Yes, I agree
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
          No
        </button>
      </div>
      {declined && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          We can only create the campaign once you accept the terms. Your answers are saved if you need time.
        </p>
      )}
    </div>
  );
}
