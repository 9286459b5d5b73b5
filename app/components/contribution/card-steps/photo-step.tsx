import { useId, useState } from 'react';
import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
import { PhotoPicker } from '../../forms/photo-picker';
import { StepForm, StepNavigation, StepQuestion } from './step-parts';

export function PhotoStep({
  photo,
  onUpload,
  onRemove,
  onContinue,
  onBack,
}: {
  photo: string | undefined;
  onUpload: (file: File) => Promise<boolean>;
  onRemove: () => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const { t, locale } = useMessages();
  const [busy, setBusy] = useState(false);
  return (
    <StepForm canContinue={!busy} onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>{t(m.wizard_photo_question)}</StepQuestion>
      <PhotoPicker
        locale={locale}
        label={t(m.wizard_photo_choose)}
        hideLabel
        describedBy={`${id}-question`}
        photoUrl={photo}
        previewAlt={t(m.wizard_photo_preview)}
        onPhoto={onUpload}
        onRemove={onRemove}
        onBusyChange={setBusy}
        autoFocus
      />
      <StepNavigation
        onBack={onBack}
        canContinue={!busy}
        label={t(photo ? m.wizard_continue : m.wizard_skip)}
      />
    </StepForm>
  );
}
