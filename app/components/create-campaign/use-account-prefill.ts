import { useEffect } from 'react';
import { sendJson } from '../../lib/api-request';
import type { WizardAnswers } from './wizard-model';

type Known = Pick<WizardAnswers, 'organizerName' | 'organizerEmail'>;

/**
 * A signed-in organizer is not asked to type their own name and e-mail again: the first questions come answered
 * from their account (still theirs to change). Answers already typed, or restored from a draft, are kept.
 */
export function useAccountPrefill(isSignedIn: boolean, fill: (known: Known) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once, when the dialog opens signed in.
  useEffect(() => {
    if (!isSignedIn) return;
    let open = true;
    sendJson<{ user?: { username: string; email: string } }>('GET', '/api/auth/me')
      .then(({ ok, body }) => {
        if (open && ok && body.user)
          fill({ organizerName: body.user.username, organizerEmail: body.user.email });
      })
      // Offline or signed out meanwhile: they type them, as anyone does.
      .catch(() => {});
    return () => {
      open = false;
    };
  }, [isSignedIn]);
}

/** The answers with the account's filled in where nothing was typed. */
export function withAccountAnswers(answers: WizardAnswers, known: Known): WizardAnswers {
  return {
    ...answers,
    organizerName: answers.organizerName.trim() ? answers.organizerName : known.organizerName,
    organizerEmail: answers.organizerEmail.trim() ? answers.organizerEmail : known.organizerEmail,
  };
}
