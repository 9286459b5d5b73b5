/** How long a new password must and may be: one rule for the server's check and every form's hint. Browser-safe. */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes whatever it is given; a cap keeps one request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;
