/** Why the cart cannot be bought yet (limits, identity check…), shown at every step of the checkout. */
export function BlockedReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul data-testid="checkout-blocked" className="mt-3 flex flex-col gap-1">
      {reasons.map((reason) => (
        <li key={reason} className="text-sm font-semibold text-error">
          {reason}
        </li>
      ))}
    </ul>
  );
}
