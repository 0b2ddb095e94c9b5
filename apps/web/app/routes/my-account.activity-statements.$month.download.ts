import { STATEMENT_MONTH } from '@lottoshop/contracts/statements';
import { renderStatementPdf } from '../features/wallet/statement-pdf.server.ts';
import { loadStatement } from '../features/wallet/statements.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.activity-statements.$month.download';

/**
 * /my-account/activity-statements/{month}/download (protected): the month's activity statement as a PDF; a month
 * that is malformed or has no statement is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  if (!STATEMENT_MONTH.test(params.month)) notFound();
  const { config } = await loadPageContext(request);
  const answer = await forSession(request, session, () => loadStatement(session, params.month));
  if (!answer.statement) notFound();
  const pdf = await renderStatementPdf({
    statement: answer.statement,
    siteName: config.siteName,
    locale,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="activity-statement-${params.month}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
