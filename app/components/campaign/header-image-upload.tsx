import { useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../domain/uploads/upload-rules';
import { toast } from '../../lib/toast';
import { uploadImage } from '../../lib/upload-image';

interface HeaderImageUploadProps {
  name: string;
  initialUrl: string | null;
  /** What the image is, in words: "header image", "photo". */
  label?: string;
  maxFiles?: number;
}

/** The edit screen's single-image upload with preview (spec part 1 §2, messages of §5). */
export function HeaderImageUpload({
  name,
  initialUrl,
  label = 'header image',
  maxFiles = 1,
}: HeaderImageUploadProps) {
  const [url, setUrl] = useState(initialUrl);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const count = url ? 1 : 0;
  const full = count >= maxFiles;

  const onFiles = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    if (count + chosen.length > maxFiles) {
      toast({
        title: 'Too many images',
        description: `You can upload a maximum of ${maxFiles} images.`,
        variant: 'destructive',
      });
      return;
    }
    const images = chosen.filter((file) => {
      if (!file.type.startsWith('image/')) {
        toast({
          title: 'Invalid file type',
          description: 'Please upload only image files (JPG, PNG, etc.)',
          variant: 'destructive',
        });
        return false;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        toast({
          title: 'File too large',
          description: UPLOAD_MESSAGES.tooLarge,
          variant: 'destructive',
        });
        return false;
      }
      return true;
    });
    const [image] = images;
    if (!image) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(image);
      setUrl(uploaded.url);
      toast({ title: 'Image uploaded', description: 'Your image has been uploaded successfully.' });
    } catch {
      toast({
        title: 'Upload failed',
        description: 'Failed to upload image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <input type="hidden" name={name} value={url ?? ''} />
      {url ? (
        <div className="relative">
          <img
            src={url}
            alt={`The campaign's ${label}`}
            className="h-40 w-full rounded-lg object-cover"
            data-testid={`${label.replaceAll(' ', '-')}-preview`}
          />
          <button
            type="button"
            className="button-secondary absolute top-2 right-2 min-h-9 px-3 py-1 text-sm"
            onClick={() => setUrl(null)}
          >
            Remove image
          </button>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
          No {label} yet
        </p>
      )}
      <label className="mt-3 block">
        <span className="sr-only">Choose a {label}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-describedby={hintId}
          disabled={uploading || full}
          onChange={(event) => onFiles(event.target.files)}
        />
      </label>
      <button
        type="button"
        className="button-secondary w-full"
        disabled={uploading || full}
        onClick={() => input.current?.click()}
      >
        {uploading ? 'Uploading...' : 'Upload image'}
      </button>
      <p id={hintId} className="mt-2 text-sm text-stone-600">
        {UPLOAD_MESSAGES.photoHint} {full && 'Remove the current image to choose another.'}
      </p>
    </div>
  );
}
