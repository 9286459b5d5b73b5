import { useId, useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  return (
    <StepForm canContinue={!busy} onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>Add a photo (optional)</StepQuestion>
      <PhotoPicker
        label="Choose a photo"
        hideLabel
        describedBy={`${id}-question`}
        photoUrl={photo}
        previewAlt="Your chosen memory"
        onPhoto={onUpload}
        onRemove={onRemove}
        onBusyChange={setBusy}
        autoFocus
      />
      <StepNavigation onBack={onBack} canContinue={!busy} label={photo ? 'Continue' : 'Skip'} />
    </StepForm>
  );
}
