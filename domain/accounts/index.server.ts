export { checkEmailExists } from './check-email-exists.server';
export { completePasswordReset, RESET_LINK_INVALID_MESSAGE } from './complete-password-reset.server';
export { ADMIN_PASSWORD_MIN_LENGTH, createAdminUser } from './create-admin-user.server';
export { getPasswordResetStatus } from './get-password-reset-status.server';
export { type PublicUser, toPublicUser } from './public-user.server';
export { EMAIL_TAKEN_MESSAGE, registerUser } from './register-user.server';
export { requestPasswordReset } from './request-password-reset.server';
export {
  type CurrentUser,
  createSession,
  deleteSession,
  deleteUserSessions,
  getSessionUser,
} from './sessions.server';
export { type GoogleIdentity, signInWithGoogle } from './sign-in-with-google.server';
export { SIGN_IN_FAILED_MESSAGE, signInWithPassword } from './sign-in-with-password.server';
export { VERIFICATION_FAILED_MESSAGE, verifyEmail } from './verify-email.server';
