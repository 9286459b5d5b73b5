import { useId } from 'react';
import { MAX_UPLOAD_SIZE } from '../../../../domain/uploads/upload-rules';
import { focusOnMount, StepForm, StepNavigation, StepQuestion } from './step-parts';

export function PhotoStep({
  photo,
  uploading,
  onUpload,
  onRemove,
  onContinue,
  onBack,
}: {
  photo: string | undefined;
  uploading: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <StepForm canContinue={!uploading} onContinue={onContinue}>
      <StepQuestion id={`${id}-question`}>Add a photo (optional)</StepQuestion>
      <p id={`${id}-rule`} className="text-sm text-stone-700">
        One photo, JPG or PNG, under {MAX_UPLOAD_SIZE}.
      </p>
      {photo ? (
        <div className="flex items-center gap-3">
          <img src={photo} alt="Your chosen memory" className="size-20 rounded-lg object-cover" />
          <button ref={focusOnMount} type="button" className="button-secondary" onClick={onRemove}>
            Remove photo
          </button>
        </div>
      ) : (
        <div>
          <label id={`${id}-label`} htmlFor={`${id}-photo`} className="block font-medium">
            Choose a photo
          </label>
          <input
            ref={focusOnMount}
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-question ${id}-label`}
            aria-describedby={`${id}-rule`}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onUpload(file);
            }}
            className="mt-1 block w-full text-sm"
          />
          {uploading && <p aria-live="polite">Uploading...</p>}
        </div>
      )}
      <StepNavigation onBack={onBack} canContinue={!uploading} label={photo ? 'Continue' : 'Skip'} />
    </StepForm>
  );
}
