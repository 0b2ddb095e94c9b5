import { loadRaffleEntries } from '../features/raffles/raffles.server.ts';
import { publicIdentity } from '../features/results/results.server.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/raffle-draw-entries';

/**
 * /{raffle}/results/draw/{drawNo}/entries.txt: the frozen entry list of a raffle draw, one ticket number a line,
 * ascending — no personal data. Published once sales close; before that, and for an unknown draw, the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const entries = await loadRaffleEntries(publicIdentity(request), params.productOfferKey, params.drawNo);
  if (!entries) notFound();
  return new Response(entries.entries.map((n) => `${n}\n`).join(''), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.productOfferKey}-${params.drawNo}-entries.txt"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
