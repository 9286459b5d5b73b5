export { ACCOUNT_LIMITS, accountLimiter } from './abuse-limits';
export { checkEmailExists } from './check-email-exists';
export { completePasswordReset, RESET_LINK_INVALID_MESSAGE } from './complete-password-reset';
export { ADMIN_PASSWORD_MIN_LENGTH, createAdminUser } from './create-admin-user';
export { getPasswordResetStatus } from './get-password-reset-status';
export { type PublicUser, toPublicUser } from './public-user';
export { EMAIL_TAKEN_MESSAGE, registerUser } from './register-user';
export { RESET_LINK_SENT_MESSAGE, requestPasswordReset } from './request-password-reset';
export * from './schemas';
export {
  type CurrentUser,
  createSession,
  deleteSession,
  deleteUserSessions,
  getSessionUser,
} from './sessions';
export { type GoogleIdentity, signInWithGoogle } from './sign-in-with-google';
export { SIGN_IN_FAILED_MESSAGE, signInWithPassword } from './sign-in-with-password';
export { VERIFICATION_FAILED_MESSAGE, verifyEmail } from './verify-email';
