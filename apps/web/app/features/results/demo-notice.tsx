/** Said wherever demo history shows (decision 034): these draws were made by the shop's RNG for the demo. */
export function DemoResultsNotice() {
  return (
    <p
      className="mt-4 rounded-theme border border-warning/60 bg-white p-3 text-sm"
      data-testid="demo-results"
    >
      <strong>Demo results.</strong> These past draws were made by the shop&apos;s own random number generator
      to show how results look; they are not official lottery results.
    </p>
  );
}
