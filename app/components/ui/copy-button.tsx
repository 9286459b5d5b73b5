import { useState } from 'react';
import { copyText } from '../../lib/copy-text';

/**
 * Copies `text` (a wallet number, a WhatsApp status) for pasting elsewhere; the outcome is announced either way, with
 * `fallback` saying how to copy by hand when the browser refuses.
 */
export function CopyButton({ text, label, fallback }: { text: string; label: string; fallback: string }) {
  const [outcome, setOutcome] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="button-secondary min-h-11"
        onClick={async () => {
          setOutcome('');
          setOutcome((await copyText(text)) ? 'Copied' : `Could not copy: ${fallback}`);
        }}
      >
        {label}
      </button>
      <p role="status" className="text-sm font-medium text-brand-700">
        {outcome}
      </p>
    </div>
  );
}
