export * from './payout-request';
