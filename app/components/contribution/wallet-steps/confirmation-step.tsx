import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
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
  const { t, locale } = useMessages();
  return (
    <>
      <TextField
        name="confirmationCode"
        label={t(m.wallet_code_label)}
        autoCapitalize="characters"
        maxLength={100}
        value={draft.confirmationCode}
        onChange={(event) => onUpdate({ confirmationCode: event.target.value })}
        hint={t(m.wallet_code_hint)}
      />
      <PhotoPicker
        locale={locale}
        label={t(m.wallet_screenshot)}
        photoUrl={screenshot}
        previewAlt={t(m.wallet_screenshot_preview)}
        sendingLabel={t(m.wallet_screenshot_preparing)}
        maxBytes={MAX_SCREENSHOT_BYTES}
        disabled={disabled}
        onPhoto={onScreenshot}
        onRemove={onRemoveScreenshot}
        onBusyChange={onReadingChange}
      />
    </>
  );
}
