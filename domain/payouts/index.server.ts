export {
  COMPLETE_PAYOUT_MESSAGES,
  type CompletePayoutDependencies,
  type CompletePayoutInput,
  completePayout,
} from './complete-payout.server';
export { getPayoutStatement, payoutStatementOf } from './payout-statement.server';
export { type PayoutRequestDependencies, requestPayout } from './request-payout.server';
