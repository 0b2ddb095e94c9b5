import { loadRaffleEntries } from '../features/raffles/raffles.server.ts';
import { loadLotteryEntries } from '../features/results/lottery-verification.server.ts';
import { publicIdentity } from '../features/results/results.server.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.results.draw.$drawNo.entries[.]txt';

/**
 * /{raffle}/results/draw/{drawNo}/entries.txt: the frozen entry list of a raffle draw, one ticket number a line,
 * ascending — no personal data. Published once sales close; before that, and for an unknown draw, the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = publicIdentity(request);
  const entries = await loadRaffleEntries(identity, params.productOfferKey, params.drawNo);
  // A lottery the shop draws itself: one line per game, "<ticket id>|<line>|<numbers>|<bonus>".
  const lines = entries
    ? entries.entries.map(String)
    : (await loadLotteryEntries(identity, params.productOfferKey, params.drawNo))?.lines;
  if (!lines) notFound();
  return new Response(lines.map((l) => `${l}\n`).join(''), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.productOfferKey}-${params.drawNo}-entries.txt"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
