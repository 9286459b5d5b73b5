import { useState } from 'react';
import { m } from '../../../paraglide/messages';
import { copyText } from '../../lib/copy-text';
import { useMessages } from '../../lib/i18n';

/**
 * Copies `text` (a wallet number, a WhatsApp status) for pasting elsewhere; the outcome is announced either way, with
 * `fallback` saying how to copy by hand when the browser refuses.
 */
export function CopyButton({ text, label, fallback }: { text: string; label: string; fallback: string }) {
  const { t } = useMessages();
  const [outcome, setOutcome] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="button-secondary min-h-11"
        onClick={async () => {
          setOutcome('');
          setOutcome(
            (await copyText(text)) ? t(m.copy_button_copied) : t(m.copy_button_failed, { fallback }),
          );
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
