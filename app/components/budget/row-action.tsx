import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormAlert } from '../forms/form-alert';

/**
 * One change to a budget line or payment, folded under its name (Change, Edit, Remove): a form that names the row by a
 * hidden id, opened again when its post was refused so the family sees why. Works without script.
 */
export function RowAction({
  label,
  subject,
  intent,
  idName,
  id,
  refused,
  alert,
  submit,
  busy,
  danger = false,
  multipart = false,
  children,
}: {
  label: string;
  /** What the row is, read after the label by a screen reader ("Remove" → "Remove Catering"). */
  subject: string;
  intent: string;
  idName: string;
  id: number;
  refused: boolean;
  alert: string | undefined;
  submit: string;
  busy: boolean;
  danger?: boolean;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="mt-2" open={refused}>
      <summary className={`cursor-pointer text-sm font-medium ${danger ? 'text-red-800' : 'text-amber-800'}`}>
        {label}
        <span className="sr-only"> {subject}</span>
      </summary>
      <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} className="mt-2 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idName} value={id} />
        <FormAlert message={alert} />
        {children}
        <button type="submit" className="button-secondary" disabled={busy}>
          {submit}
        </button>
      </Form>
    </details>
  );
}
