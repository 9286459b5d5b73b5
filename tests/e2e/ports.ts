/** Ports of the end-to-end environment (playwright.config.ts starts these servers). */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210);
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 3225);
export const E2E_MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3226);
