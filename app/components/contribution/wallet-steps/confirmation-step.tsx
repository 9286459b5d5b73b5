import { PhotoPicker } from '../../forms/photo-picker';
import { TextField } from '../../forms/text-field';
import { MAX_SCREENSHOT_BYTES } from '../screenshot';
import type { WalletDraft } from '../wallet-form-model';

/** Step 3: the wallet's confirmation code, and a screenshot if the giver has one. */
export function ConfirmationStep({
  draft,
  screenshot,
  disabled,
  onUpdate,
  onScreenshot,
  onRemoveScreenshot,
  onReadingChange,
}: {
  draft: WalletDraft;
  screenshot: string | null;
  disabled: boolean;
  onUpdate: (patch: Partial<WalletDraft>) => void;
  onScreenshot: (photo: File) => Promise<boolean>;
  onRemoveScreenshot: () => void;
  onReadingChange: (reading: boolean) => void;
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
      <PhotoPicker
        label="Screenshot of the payment (optional)"
        photoUrl={screenshot}
        previewAlt="The payment screenshot you attached"
        sendingLabel="Preparing image..."
        maxBytes={MAX_SCREENSHOT_BYTES}
        disabled={disabled}
        onPhoto={onScreenshot}
        onRemove={onRemoveScreenshot}
        onBusyChange={onReadingChange}
      />
    </>
  );
}
