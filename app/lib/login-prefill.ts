/** Navigation state that opens /login with the e-mail already typed (the creation dialog's returning organizer). */
export interface LoginPrefill {
  email: string;
}

export function loginPrefill(email: string): LoginPrefill {
  return { email };
}

export function prefilledEmailOf(state: unknown): string | undefined {
  const email = (state as Partial<LoginPrefill> | null)?.email;
  return typeof email === 'string' ? email : undefined;
}
