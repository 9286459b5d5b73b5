export { ACCOUNT_LIMITS, accountLimiter } from './abuse-limits';
export * from './schemas';
