import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import type { FreePostalEntryDto, RaffleDetailsDto } from '@lottoshop/contracts/raffles';
import { useEffect, useMemo, useState } from 'react';
import { data, Link, redirect, useActionData } from 'react-router';
import { addCartItem } from '../features/cart-checkout/cart.server.ts';
import { cartPathWithCampaign } from '../features/cart-checkout/cart-links.ts';
import { type AddedToCart, PreCartDrawer } from '../features/cart-checkout/pre-cart-drawer.tsx';
import { loadOfferCards } from '../features/content/content.server.ts';
import type { OfferCard } from '../features/content/section-types.ts';
import { OfferGrid } from '../features/content/sections.tsx';
import { ComboScreen, type ComboValues } from '../features/play/combo-screen.tsx';
import { DEFAULT_DRAW_CHOICE, type DrawChoiceValue } from '../features/play/draw-choice.ts';
import { loadFavouriteLines } from '../features/play/favourites.server.ts';
import { emptyLine, initialPanelCount, type PickedLine } from '../features/play/number-picker.ts';
import { withDrawWording } from '../features/play/offer-cards.server.ts';
import {
  describeDraw,
  loadOffers,
  loadPlayableKeys,
  type PlayableOffer,
  playableOffer,
  systemOf,
  type UnavailableOffer,
} from '../features/play/offers.server.ts';
import {
  applyPanelIntent,
  comboTicket,
  type PlayFormErrors,
  quickPickTicket,
  readPlayForm,
  readPlayIntent,
  validateTicket,
} from '../features/play/play-form.server.ts';
import { ADD_TO_CART_ID, PlayScreen, TICKET_SUMMARY_ID } from '../features/play/play-screen.tsx';
import { QuickPickScreen } from '../features/play/quick-pick-screen.tsx';
import { loadRecommendedDrawCards } from '../features/play/recommended.server.ts';
import { RafflePage } from '../features/raffles/raffle-page.tsx';
import {
  loadRafflePage,
  type RaffleActionResult,
  raffleAction,
} from '../features/raffles/raffle-play.server.ts';
import { loadFreePostalEntry } from '../features/raffles/raffles.server.ts';
import { loadDrawRules } from '../features/results/results-area.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readableText } from '../lib/contrast.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { requestSession } from '../lib/session.server.ts';
import { hasCapability } from '../lib/shell-data.ts';
import { useShell } from '../lib/shell-hooks.ts';
import { loadCapabilities } from '../lib/site.server.ts';
import type { Route } from './+types/$productOfferKey';

/**
 * The play screen: /{productOfferKey} and /{productOfferKey}/{gameTypeKey} (spec 1 §2); /{productOfferKey}/draw/
 * {drawNo} is the play screen for that one draw (a draw not on sale says so, with a link to the next one). The
 * buy routes, /{productOfferKey}/buy and /{productOfferKey}/draw/{drawNo}/buy, are the same screens whose add goes
 * straight on to buying the cart (/cart/buy) (decision 052). The standard game
 * type is sold here; an unknown offer, a game type not sold, or a raffle is the 404 page. Adding posts the
 * ticket to the visitor's cart (the anonymous cart is created on the first add), then opens the pre-cart
 * drawer when that capability is on (recommending a signed-in customer's usual plays, a visitor the shop's other
 * offers), else goes to /cart with the campaign parameters.
 */
const PRE_CART_CAPABILITY = 'pre_cart_recommended_draws';
const RECOMMENDED_DRAWS = 3;

async function loadPlay(
  request: Request,
  params: Route.LoaderArgs['params'],
  context: unknown,
  system: number | undefined = systemOf(new URL(request.url)),
) {
  const session = requestSession(request, context);
  const offers = await loadOffers(session.identity);
  const found = playableOffer(offers, params.productOfferKey, params.gameTypeKey, {
    now: new Date(),
    locale: DEFAULT_LOCALE,
    ...(system === undefined ? {} : { system }),
  });
  return { session, found: await forDraw(session, found, params), offers };
}

/** Whether the URL is a buy route (/{offer}/buy, /{offer}/draw/{drawNo}/buy): the add goes on to /cart/buy. */
const isBuyRoute = (request: Request) => /\/buy\/?$/.test(new URL(request.url).pathname);

type Found = ReturnType<typeof playableOffer>;
/** A draw page's offer: the play screen for that draw (its number and date), or why it is not on sale. */
type DrawFound = Found | { playable: PlayableOffer & { fixedDraw: true; closed: string | null } };

/** On /{offer}/draw/{drawNo}: the draw named (404 when the offer has no such draw), not the next on sale. */
async function forDraw(
  session: ReturnType<typeof requestSession>,
  found: Found,
  params: { productOfferKey: string; drawNo?: string },
): Promise<DrawFound> {
  if (params.drawNo === undefined) return found;
  if (!('playable' in found) || !/^[1-9]\d{0,8}$/.test(params.drawNo)) throw data(null, { status: 404 });
  const details = await loadDrawRules(session.identity, params.productOfferKey, Number(params.drawNo));
  if (!details) throw data(null, { status: 404 });
  const { draw } = details;
  const closed =
    draw.purchaseStatus === 'open'
      ? null
      : `Draw ${draw.drawNo} of ${found.playable.name} is ${
          draw.purchaseStatus === 'pre_order' ? 'not on sale yet' : 'no longer on sale'
        }.`;
  return {
    playable: {
      ...found.playable,
      draw: describeDraw(draw, {
        now: new Date(),
        locale: DEFAULT_LOCALE,
        monthly: found.playable.jackpotMonthly,
      }),
      fixedDraw: true,
      closed,
    },
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { session, found } = await loadPlay(request, params, context);
  // A raffle's bare URL is its raffle page (features/raffles).
  if ('unavailable' in found && found.unavailable.kind === 'raffle' && params.gameTypeKey === undefined) {
    const raffle = await loadRafflePage(session, found.unavailable.key);
    // ?free-postal-entry: how to enter without buying (spec 1 §2, §9).
    const postal = new URL(request.url).searchParams.has('free-postal-entry')
      ? await loadFreePostalEntry(session.identity, found.unavailable.key)
      : null;
    return data({ raffle, postal }, { headers: session.headers() });
  }
  const cards = (await loadOfferCards(session.identity)) ?? [];
  const playable = await loadPlayableKeys(session.identity);
  const others = withDrawWording(
    cards.filter((c) => playable.has(c.key) && c.key !== params.productOfferKey),
    { now: new Date(), locale: DEFAULT_LOCALE, playable },
  );
  if ('unavailable' in found) {
    return data({ unavailable: found.unavailable, others }, { headers: session.headers() });
  }
  const offer = found.playable;
  const panels = initialPanelCount(offer.gameType);
  // ?favourite_numbers=true (spec 1 §2): a signed-in customer's favourites fill the first panels.
  const favourites =
    new URL(request.url).searchParams.get('favourite_numbers') === 'true' && !offer.entry
      ? await loadFavouriteLines(session, offer.key)
      : [];
  const lines = [
    ...favourites,
    ...Array.from({ length: Math.max(0, panels - favourites.length) }, emptyLine),
  ];
  return data(
    {
      offer,
      recommended: others.slice(0, RECOMMENDED_DRAWS),
      initial: { lines, choice: DEFAULT_DRAW_CHOICE },
      favouritesApplied: favourites.length,
    },
    { headers: session.headers() },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData && 'raffle' in loaderData) {
    const { raffle } = loaderData;
    return [
      { title: pageTitle(raffle.drawName, siteNameFrom(matches)) },
      { name: 'description', content: raffle.description },
    ];
  }
  const offer = loaderData ? ('offer' in loaderData ? loaderData.offer : loaderData.unavailable) : undefined;
  return [
    { title: pageTitle(offer ? `Play ${offer.name}` : undefined, siteNameFrom(matches)) },
    ...(offer ? [{ name: 'description', content: offer.description }] : []),
  ];
}

type ActionResult =
  | {
      kind: 'values';
      values: { lines: PickedLine[]; choice: DrawChoiceValue; combo?: ComboValues };
      errors: PlayFormErrors | null;
    }
  | { kind: 'added'; added: AddedToCart; cartHref: string; recommended: OfferCard[] | null };

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormData(request);
  // An action keeps its own session: the loaders after it must not reuse what it loaded before changing it.
  const system = Number(form.get('system'));
  const { session, found } = await loadPlay(
    request,
    params,
    undefined,
    Number.isInteger(system) && system > 0 ? system : undefined,
  );
  if ('unavailable' in found && found.unavailable.kind === 'raffle' && params.gameTypeKey === undefined) {
    return raffleAction(request, session, found.unavailable.key, form);
  }
  if ('unavailable' in found) throw data(null, { status: 404 });
  const offer = found.playable;
  const intent = readPlayIntent(form.get('intent'));
  const posted = readPlayForm(form, offer.gameType, offer.matrix);
  // A draw page's ticket is for its draw, whatever the form says.
  const fixed = 'fixedDraw' in offer ? offer.draw?.drawNo : undefined;
  const read =
    fixed === undefined
      ? posted
      : { ...posted, drawNo: fixed, choice: { ...(posted.choice ?? DEFAULT_DRAW_CHOICE), drawOffset: 0 } };
  const choice = read.choice ?? DEFAULT_DRAW_CHOICE;
  if (!intent) {
    const errors = { formError: 'Something went wrong. Please try again.', fieldErrors: {} };
    return data<ActionResult>(
      { kind: 'values', values: { lines: read.lines, choice }, errors },
      { status: 400 },
    );
  }
  if (intent.kind !== 'add') {
    // A panel button posted without script: quick pick (node:crypto), clear, add or remove a game.
    const lines = applyPanelIntent(intent, read.lines, offer.matrix, offer.gameType);
    return data<ActionResult>({ kind: 'values', values: { lines, choice }, errors: null });
  }

  // Super Combos posts its own form (combo-screen.tsx).
  const combo =
    offer.gameType.gameType === 'mega_combo'
      ? comboTicket(form, {
          key: offer.key,
          matrix: offer.matrix,
          gameType: offer.gameType,
          drawNo: read.drawNo,
        })
      : null;
  const checked = combo
    ? combo.checked
    : offer.gameType.gameType === 'random'
      ? quickPickTicket(form, {
          key: offer.key,
          gameType: offer.gameType,
          numDraws: read.numDraws,
          drawNo: read.drawNo,
          choice,
          days: offer.days,
        })
      : validateTicket(read, {
          key: offer.key,
          matrix: offer.matrix,
          gameType: offer.gameType.gameType,
          minGames: offer.gameType.minGames,
          days: offer.days,
        });
  if (!checked.ok) {
    const { ok: _ok, ...errors } = checked;
    return data<ActionResult>(
      {
        kind: 'values',
        values: { lines: read.lines, choice, ...(combo ? { combo: combo.values } : {}) },
        errors,
      },
      { status: 400 },
    );
  }

  let cart: Awaited<ReturnType<typeof addCartItem>>;
  try {
    cart = await addCartItem(request, session, checked.body);
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    // Spec 1 §4/§8: a failed add with a 4xx shows the first message of the error.
    return data<ActionResult>(
      {
        kind: 'values',
        values: { lines: read.lines, choice },
        errors: { formError: err.message, fieldErrors: {} },
      },
      { status: err.status, headers: session.headers() },
    );
  }

  // A buy route goes straight on to buying the cart.
  if (isBuyRoute(request)) throw redirect('/cart/buy', { headers: session.headers() });
  const cartHref = cartPathWithCampaign(new URL(request.url));
  const capabilities = await loadCapabilities(session.identity, {
    signedIn: session.signedIn,
    segmentName: session.visitor.segmentName,
  });
  // The drawer needs script; a browser without it goes to the cart.
  if (!hasCapability(capabilities, PRE_CART_CAPABILITY) || form.get('js') !== '1') {
    throw redirect(cartHref, { headers: session.headers() });
  }
  const item = cart.cartItems[cart.cartItems.length - 1];
  const added: AddedToCart = {
    description: item?.description ?? offer.name,
    drawLabel: item ? `Draw ${item.drawNo}, ${formatDrawDateTime(item.drawDate)}` : '',
    price: item?.total ?? cart.cartTotal,
    cartCount: cart.cartItems.length,
    cartTotal: cart.cartTotal,
  };
  // A signed-in customer's drawer recommends from their own history (GET /orders/recommended).
  const recommended = await loadRecommendedDrawCards(session, offer.key, RECOMMENDED_DRAWS);
  return data<ActionResult>({ kind: 'added', added, cartHref, recommended }, { headers: session.headers() });
}

export default function Play({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  if ('raffle' in loaderData) {
    return <RaffleOffer raffle={loaderData.raffle} postal={loaderData.postal} locale={locale} />;
  }
  if ('unavailable' in loaderData) {
    return <NotSoldOnline offer={loaderData.unavailable} others={loaderData.others} locale={locale} />;
  }
  return <PlayPage data={loaderData} locale={locale} />;
}

function RaffleOffer({
  raffle,
  postal,
  locale,
}: {
  raffle: RaffleDetailsDto;
  postal: FreePostalEntryDto | null;
  locale: string;
}) {
  const actionData = useActionData<typeof action>() as RaffleActionResult | undefined;
  const refused = actionData?.kind === 'raffle' ? actionData : null;
  return (
    <RafflePage
      raffle={raffle}
      postal={postal}
      locale={locale}
      values={refused?.values ?? null}
      errors={refused?.errors ?? null}
    />
  );
}

/** An offer the shop lists but does not sell online yet: say so, and show what can be played. */
function NotSoldOnline({
  offer,
  others,
  locale,
}: {
  offer: UnavailableOffer;
  others: OfferCard[];
  locale: string;
}) {
  return (
    <div className="mx-auto max-w-5xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">{offer.name}</h1>
      <p className="mt-2 text-mono/80">{offer.description}</p>
      <p
        role="status"
        className="mt-6 rounded-theme border-l-4 border-warning bg-warning/10 p-4 font-semibold"
      >
        {offer.kind === 'raffle' ? 'Raffle tickets are' : `${offer.name} tickets are`} not sold online yet.
      </p>
      {others.length > 0 ? (
        <section aria-labelledby="others-heading" className="mt-8">
          <h2 id="others-heading" className="mb-4 text-2xl text-theme-primary">
            Play these draws online
          </h2>
          <OfferGrid offers={others} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}

/** The offer's ways to play (spec 1 §2: standard, Systems, Quick Pick, …), each a link; the current one marked. */
function WaysToPlay({ offer }: { offer: PlayableOffer }) {
  if (offer.waysToPlay.length < 2) return null;
  return (
    <nav aria-label={`Ways to play ${offer.name}`} className="mb-6" data-testid="ways-to-play">
      <ul className="flex flex-wrap gap-2">
        {offer.waysToPlay.map((way) => (
          <li key={way.gameType}>
            <Link
              to={way.href}
              aria-current={way.current ? 'page' : undefined}
              className={`inline-block rounded-theme border px-4 py-2 font-semibold ${
                way.current
                  ? 'border-theme-primary bg-theme-primary text-white'
                  : 'border-black/20 text-theme-primary underline hover:bg-black/5'
              }`}
            >
              {way.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type PlayData = Extract<Route.ComponentProps['loaderData'], { offer: unknown }>;

function PlayPage({ data: loaderData, locale }: { data: PlayData; locale: string }) {
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { offer, recommended } = loaderData;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (actionData?.kind === 'added') setDrawerOpen(true);
  }, [actionData]);
  // After an add the panels start empty again; after a refused post they show what was posted.
  const initial = useMemo(
    () => (actionData?.kind === 'values' ? actionData.values : { ...loaderData.initial }),
    [actionData, loaderData.initial],
  );
  const errors = actionData?.kind === 'values' ? actionData.errors : null;
  return (
    <div className="pb-8">
      <header
        className="-mx-4 mb-6 px-4 py-6"
        style={{
          backgroundColor: offer.colours.primary,
          color: readableText(offer.colours.primary, offer.colours.text),
        }}
      >
        <div className="mx-auto max-w-7xl">
          <h1 id="play-heading" className="text-3xl font-extrabold sm:text-4xl">
            {offer.name}
          </h1>
          {offer.draw ? (
            <p className="mt-1 text-lg" data-testid="next-draw">
              {offer.draw.jackpot ? <strong>{offer.draw.jackpot}</strong> : null}
              {offer.draw.jackpot ? ' · ' : ''}
              Draw {offer.draw.drawNo}: {offer.draw.label}, {offer.draw.time}
            </p>
          ) : (
            <p className="mt-1 text-lg">No draw is open for sale right now.</p>
          )}
          <p className="mt-1 max-w-3xl">{offer.description}</p>
        </div>
      </header>
      <WaysToPlay offer={offer} />
      {loaderData.favouritesApplied > 0 ? (
        <p
          role="status"
          className="mb-4 rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold"
        >
          Your favourite numbers are filled in below.
        </p>
      ) : null}
      {'closed' in offer && offer.closed ? (
        <div role="status" className="rounded-theme border-l-4 border-warning bg-warning/10 p-4">
          <p className="font-semibold">{offer.closed}</p>
          <p className="mt-2">
            <Link to={`/${offer.key}`} className="font-semibold text-theme-primary underline">
              Play the next {offer.name} draw
            </Link>
          </p>
        </div>
      ) : offer.gameType.gameType === 'mega_combo' ? (
        <ComboScreen
          offer={offer}
          errors={errors}
          locale={locale}
          initial={
            actionData?.kind === 'values' && actionData.values.combo
              ? actionData.values.combo
              : {
                  numbers: [],
                  favourites: [],
                  numGames: Math.max(offer.gameType.minGames, offer.gameType.defaultGames),
                  numDraws: typeof initial.choice.numDraws === 'number' ? initial.choice.numDraws : 1,
                }
          }
        />
      ) : offer.gameType.gameType === 'random' ? (
        <QuickPickScreen
          offer={offer}
          errors={errors}
          locale={locale}
          initial={{
            numGames: Math.max(offer.gameType.minGames, Math.min(offer.gameType.defaultGames, 50)),
            choice: initial.choice,
          }}
        />
      ) : (
        <PlayScreen offer={offer} initial={initial} errors={errors} locale={locale} entry={offer.entry} />
      )}
      {actionData?.kind === 'added' ? (
        <PreCartDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          added={actionData.added}
          cartHref={actionData.cartHref}
          recommended={actionData.recommended ?? recommended}
          locale={locale}
          returnFocusTo={[ADD_TO_CART_ID, TICKET_SUMMARY_ID]}
        />
      ) : null}
    </div>
  );
}
