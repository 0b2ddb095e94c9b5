import { data, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  type FavouritesAnswer,
  favouriteLotteries,
  postFavourites,
} from '../features/play/favourite-numbers-page.server.ts';
import { FavouriteLottery } from '../features/play/favourite-numbers-page.tsx';
import { favouritesOf, loadFavourites } from '../features/play/favourites.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.favourite-numbers';

/**
 * /my-account/favourite-numbers (protected, capability favourite-numbers; spec 1 §2, spec 2 §7): the customer's
 * favourite games per lottery. A game is added to a lottery's favourites, or replaces them all; the notice says
 * which lotteries' favourites were saved or replaced. 'Play my favourites' opens the play screen with
 * `?favourite_numbers=true`, which fills the panels with them.
 */
const CAPABILITY = 'favourite-numbers';

export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requireAccountPage(request, CAPABILITY);
  const [offers, favourites] = await forSession(request, session, () =>
    Promise.all([favouriteLotteries(session.identity), loadFavourites(session)]),
  );
  return data(
    { lotteries: offers.map((o) => ({ ...o, favourites: favouritesOf(favourites, o.key) })) },
    { headers: session.headers() },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, CAPABILITY);
  const { answer, status } = await postFavourites(request, session, form);
  return data<FavouritesAnswer>(answer, status === 200 ? { headers: session.headers() } : { status });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Favourite numbers', siteNameFrom(matches)) }];
}

export default function FavouriteNumbers({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as FavouritesAnswer | undefined;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Favourite numbers</h1>
      <p className="mt-2 mb-6 text-mono/80">
        Save the numbers you always play, up to 10 games for each lottery, and fill a new ticket with them in
        one click.
      </p>
      {answer?.notice ? (
        <p
          role="status"
          data-testid="favourites-notice"
          className="mb-6 rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold"
        >
          {answer.notice}
        </p>
      ) : null}
      {answer?.error && !answer.lotteryKey ? (
        <p role="alert" className="mb-6 rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold">
          {answer.error}
        </p>
      ) : null}
      <div className="flex flex-col gap-6">
        {loaderData.lotteries.map((lottery) => (
          <FavouriteLottery
            key={lottery.key}
            lottery={lottery}
            answer={answer?.lotteryKey === lottery.key ? answer : undefined}
          />
        ))}
      </div>
    </div>
  );
}
