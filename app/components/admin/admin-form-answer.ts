import { useActionData } from 'react-router';

interface AdminFormAnswer {
  ok: boolean;
  intent?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * The dashboard's answer to one form among many (its intent and the row it names, e.g. campaignId): the field
 * errors and what was typed come back only to the form that was sent, also without JavaScript.
 */
export function useAdminFormFailure(intent: string, rowField: string, rowId: number | string) {
  const answer = useActionData() as AdminFormAnswer | undefined;
  if (!answer || answer.ok || answer.values?.intent !== intent || answer.values[rowField] !== String(rowId)) {
    return undefined;
  }
  return { fieldErrors: answer.fieldErrors ?? {}, values: answer.values };
}
