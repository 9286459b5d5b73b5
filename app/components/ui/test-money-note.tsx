/**
 * Said under every total that counts gifts paid with Stripe test keys (a staging site's play money that reached this
 * database): how much of it is test money, which is never paid out. `text` is the sentence `gift_test_money` in the
 * reader's language: the campaign page makes it in its loader (decision 027), other pages with `useMessages`.
 */
export function TestMoneyNote({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm font-medium text-amber-800" data-testid="test-money-note">
      {text}
    </p>
  );
}
