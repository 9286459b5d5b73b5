import { useState } from 'react';
import { copyText } from '../../../lib/copy-text';

/** Copies the recipient's number for pasting into the wallet app; the outcome is announced either way. */
export function CopyNumberButton({ number }: { number: string }) {
  const [outcome, setOutcome] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="button-secondary min-h-11"
        onClick={async () => {
          setOutcome('');
          setOutcome(
            (await copyText(number)) ? 'Copied' : 'Could not copy: press and hold the number instead',
          );
        }}
      >
        Copy number
      </button>
      <p role="status" className="text-sm font-medium text-brand-700">
        {outcome}
      </p>
    </div>
  );
}
