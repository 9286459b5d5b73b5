import { MAX_UPLOAD_SIZE } from '../../../../domain/uploads/upload-rules';
import { TextField } from '../../forms/text-field';
import type { WalletDraft } from '../wallet-form-model';

/** Step 3: the wallet's confirmation code, and a screenshot if the giver has one. */
export function ConfirmationStep({
  draft,
  hasScreenshot,
  reading,
  disabled,
  onUpdate,
  onScreenshot,
}: {
  draft: WalletDraft;
  hasScreenshot: boolean;
  reading: boolean;
  disabled: boolean;
  onUpdate: (patch: Partial<WalletDraft>) => void;
  onScreenshot: (file: File) => void;
}) {
  return (
    <>
      <TextField
        name="confirmationCode"
        label="Confirmation code (required)"
        autoCapitalize="characters"
        maxLength={100}
        value={draft.confirmationCode}
        onChange={(event) => onUpdate({ confirmationCode: event.target.value })}
        hint="The code in the message your wallet sent after the payment."
      />
      <div>
        <TextField
          name="screenshot"
          label={`Screenshot of the payment (optional, under ${MAX_UPLOAD_SIZE})`}
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onScreenshot(file);
          }}
          className="block w-full text-sm"
        />
        {reading && <p aria-live="polite">Preparing image...</p>}
        {hasScreenshot && <p className="mt-1 text-sm text-brand-700">Screenshot attached.</p>}
      </div>
    </>
  );
}
