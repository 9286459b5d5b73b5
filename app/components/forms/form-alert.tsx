import { CircleAlert } from 'lucide-react';

/** A form-level error (rate limit, expired link): announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
