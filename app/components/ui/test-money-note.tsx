/**
 * Said under every total that counts gifts paid with Stripe test keys (a staging site's play money that reached this
 * database): how much of it is test money, which is never paid out.
 */
export function TestMoneyNote({ amount }: { amount: string }) {
  return (
    <p className="mt-1 text-sm font-medium text-amber-800" data-testid="test-money-note">
      {`Includes ${amount} in test payments, never paid out.`}
    </p>
  );
}
