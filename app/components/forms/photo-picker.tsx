import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Locale, messageIn } from '../../../domain/shared/locales';
import { MAX_UPLOAD_SIZE } from '../../../domain/uploads/upload-rules';
import { m } from '../../../paraglide/messages';
import { thumbnailOf } from '../../lib/image-urls';
import { photoRefusalIn, photoRefusalOf } from '../../lib/photo-refusal-words';
import { useHydrated } from '../../lib/use-hydrated';
import { inputClass, useFieldId } from './text-field';

type Phase = 'idle' | 'preparing' | 'sending';

export interface PhotoPickerProps {
  /** The question the input answers ("A photo (optional)"): its accessible name. */
  label: string;
  /** The reader's language: a prop, as the guestbook renders this outside React Router (decision 027). */
  locale: Locale;
  /** The label is read, not shown, where a heading or question above already says it. */
  hideLabel?: boolean;
  id?: string;
  /** A refusal the server gave. */
  error?: string;
  /** Said instead of the usual hint (which names the formats, and the limit where no script will shrink a photo). */
  hint?: string;
  /** The photo already chosen (our address or a data URL), shown with a way to change or remove it. */
  photoUrl?: string | null;
  previewAlt: string;
  /**
   * A plain form's file field. Without script the chosen file goes as it is (the hint says the limit); with script
   * the photo made smaller takes its place in the field.
   */
  name?: string;
  /** Takes the photo made smaller (uploads or reads it); resolves false when it was not taken. */
  onPhoto?: (photo: File) => Promise<boolean>;
  /** What the picker says while onPhoto works. */
  sendingLabel?: string;
  onRemove?: () => void;
  /** Told when preparing or sending starts and ends, so a flow can hold its Continue. */
  onBusyChange?: (busy: boolean) => void;
  /** The byte budget of the prepared photo (the upload limit unless a flow has a smaller one). */
  maxBytes?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** More descriptions for the input (a dialog's question). */
  describedBy?: string;
  /** Shown under the hint: what else the flow offers (a skip link). */
  children?: ReactNode;
}

/**
 * The one way to choose a photo (campaign photo and header, guestbook, tribute, family update, wallet receipt). A
 * native file input underneath, so a phone without script still sends a photo with its form; with script it shows
 * a preview, change and remove, and makes a phone photo of any size small enough before it is sent
 * (app/lib/prepare-photo.ts, loaded only once a photo is chosen).
 */
export function PhotoPicker({
  label,
  locale,
  hideLabel,
  id: givenId,
  error,
  hint: givenHint,
  photoUrl,
  previewAlt,
  name,
  onPhoto,
  sendingLabel,
  onRemove,
  onBusyChange,
  maxBytes,
  disabled,
  autoFocus,
  describedBy,
  children,
}: PhotoPickerProps) {
  const id = useFieldId(givenId);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhaseState] = useState<Phase>('idle');
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onBusyChange?.(next !== 'idle');
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const shown = localPreview ?? (photoUrl ? (thumbnailOf(photoUrl) ?? photoUrl) : null);
  const busy = phase !== 'idle';
  const problem = refusal ?? error;
  const hint =
    givenHint ??
    (hydrated
      ? messageIn(locale, m.photo_hint_with_script)
      : messageIn(locale, m.photo_hint, { size: MAX_UPLOAD_SIZE }));

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setPhase('preparing');
    let prepared: File;
    try {
      const { preparePhoto } = await import('../../lib/prepare-photo');
      prepared = await preparePhoto(file, maxBytes);
    } catch (refused) {
      clearInput();
      setPhase('idle');
      setRefusal(photoRefusalIn(locale, photoRefusalOf(refused)));
      return;
    }
    if (onPhoto) {
      setPhase('sending');
      await onPhoto(prepared);
      clearInput();
    } else if (input.current) {
      const transfer = new DataTransfer();
      transfer.items.add(prepared);
      input.current.files = transfer.files;
      setLocalPreview(URL.createObjectURL(prepared));
    }
    setPhase('idle');
  };

  const remove = () => {
    clearInput();
    setLocalPreview(null);
    setRefusal(null);
    onRemove?.();
  };

  const action =
    phase === 'preparing'
      ? messageIn(locale, m.photo_preparing)
      : phase === 'sending'
        ? (sendingLabel ?? messageIn(locale, m.photo_uploading))
        : messageIn(locale, shown ? m.photo_choose_another : m.photo_choose);
  const described = [describedBy, problem ? `${id}-error` : `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <p
        id={`${id}-label`}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-stone-800'}
      >
        {label}
      </p>
      {shown && (
        <div className="mb-2 flex items-center gap-3">
          <img
            src={shown}
            alt={previewAlt}
            width={96}
            height={96}
            className="size-24 rounded-lg object-cover"
            data-testid="photo-preview"
          />
          {hydrated && (
            <button type="button" className="button-secondary" onClick={remove} disabled={busy || disabled}>
              {messageIn(locale, m.photo_remove)}
            </button>
          )}
        </div>
      )}
      <label
        className={
          hydrated
            ? 'button-secondary w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:disabled]:cursor-not-allowed'
            : 'block'
        }
      >
        {hydrated && (
          // With its own label hidden (a question above says it), the button's visible words name the field.
          <span id={`${id}-action`} className="inline-flex items-center gap-2" aria-hidden={!hideLabel}>
            {busy && <Loader2 className="size-4 animate-spin" />}
            {action}
          </span>
        )}
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept="image/*,.heic,.heif"
          className={
            hydrated
              ? 'sr-only'
              : `${inputClass} file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1`
          }
          aria-labelledby={hideLabel && hydrated ? `${id}-action` : `${id}-label`}
          aria-describedby={described}
          aria-invalid={problem ? true : undefined}
          // A plain form's field stays enabled while its photo is prepared: a disabled field is not sent at all.
          disabled={disabled || (busy && onPhoto !== undefined)}
          autoFocus={autoFocus}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <p role="status" className="sr-only">
        {busy ? action : ''}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
