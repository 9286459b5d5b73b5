export * from './payout-request';
export * from './payout-request-schema';
