/** What the records say of a payout completed without a transfer reference (the API allows it; the form does not). */
export const NO_REFERENCE_GIVEN = 'no reference given';
