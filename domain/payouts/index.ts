export * from './complete-payout-schema';
export * from './payout-reached';
export * from './payout-request';
export * from './payout-request-schema';
