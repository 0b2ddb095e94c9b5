import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import {
  GAME_TYPE_ROUTE_SUFFIX,
  type GameMatrixDto,
  type GameType,
  type OfferGameTypeDto,
  ProductOfferDto,
} from '@lottoshop/contracts/catalog';
import { capitalisedDrawDatePhrase, formatDrawTime } from '@lottoshop/contracts/draw-dates';
import * as offersApi from '@lottoshop/contracts/endpoints/offers';
import {
  allowedEntrySizes,
  coversEveryBonus,
  coversEveryOrder,
  entryLabel,
  expands,
  linesPerEntry,
} from '@lottoshop/contracts/entry-types';
import { formatJackpot } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { data } from 'react-router';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { derivedOnce } from '../../lib/api-cache.server.ts';
import { callTolerant, eachReadable, tolerant } from '../../lib/api-client.server.ts';
import type { ShellProduct } from '../../lib/shell-data.ts';

/** The product offers (GET /v2/product_offers), read with the full offer contract; unreadable offers are left out. */
const OFFERS_READING = tolerant(eachReadable(ProductOfferDto), []);

export async function loadOffers(identity: ApiIdentity): Promise<ProductOfferDto[]> {
  const list = await callTolerant(
    offersApi.list,
    { identity, cacheTtlSeconds: CACHE_TTL_SECONDS.default },
    OFFERS_READING,
  );
  // Sorted once per answer of the API (shared by every request while it is cached).
  const offers = derivedOnce(list, 'offers', () => {
    return list.filter((o) => o.availability === 'available').sort((a, b) => a.displayOrder - b.displayOrder);
  });
  return [...offers];
}

/** The game types the web shop sells so far. Other game types' play routes are not found. */
export const PLAYABLE_GAME_TYPES: readonly GameType[] = [
  'standard',
  'reduced_system',
  'powerhit',
  'powerpik',
  'random',
  'strike_standard',
  'strike_boxed',
  'sequential',
  'mega_combo',
];

/** The game type a play URL suffix names (`/standard`), or the offer's default for the bare offer URL. */
export function gameTypeForSuffix(
  offer: Pick<ProductOfferDto, 'gameTypes'>,
  suffix: string | undefined,
): OfferGameTypeDto | null {
  const playable = offer.gameTypes.filter((g) => PLAYABLE_GAME_TYPES.includes(g.gameType));
  if (suffix === undefined) return playable[0] ?? null;
  return playable.find((g) => GAME_TYPE_ROUTE_SUFFIX[g.gameType] === `/${suffix}`) ?? null;
}

export type PlayableOffer = {
  key: string;
  name: string;
  description: string;
  colours: { primary: string; secondary: string; text: string };
  /**
   * The matrix the play screen's panels pick from: the game's, except that a System N panel picks N numbers, a
   * PowerHit panel no Powerball (it plays every one) and a boxed Strike panel its numbers in any order.
   */
  matrix: GameMatrixDto;
  gameType: OfferGameTypeDto;
  /** A System N or PowerHit entry: the size chosen, the sizes offered and the games one entry enters. */
  entry: { size: number; sizes: number[]; linesPerEntry: number; label: string; pick: number } | null;
  draw: { drawNo: number; drawDate: string; label: string; time: string; jackpot: string | null } | null;
  /** The jackpot is an amount a month (Set for Life): `draw.jackpot` says so. */
  jackpotMonthly: boolean;
  /** An offer with selectable days: its draw days ('monday', …) the player chooses from; else null. */
  days: string[] | null;
  /** The draws on sale, in order, and the offer's time zone: what each starting draw names (decision 052). */
  upcomingDraws: { drawNo: number; drawDate: string }[];
  timeZone: string | null;
  /** Every way to play the offer sold here (spec 1 §2), each with its play URL; the current one marked. */
  waysToPlay: WayToPlay[];
};

export type WayToPlay = { gameType: GameType; name: string; href: string; current: boolean };

/** The play URL of each game type the shop sells for an offer: the first is the bare offer URL. */
export function waysToPlay(
  offer: Pick<ProductOfferDto, 'key' | 'gameTypes'>,
  current: GameType | null,
): WayToPlay[] {
  const playable = offer.gameTypes.filter((g) => PLAYABLE_GAME_TYPES.includes(g.gameType));
  return playable.flatMap((g, i) => {
    const suffix = GAME_TYPE_ROUTE_SUFFIX[g.gameType];
    if (i > 0 && suffix === null) return [];
    const href = i === 0 ? `/${offer.key}` : `/${offer.key}${suffix}`;
    return [{ gameType: g.gameType, name: g.name, href, current: g.gameType === current }];
  });
}

/** An offer the shop lists but does not sell online yet (a raffle, or a lottery of other game types only). */
export type UnavailableOffer = { key: string; name: string; kind: 'lottery' | 'raffle'; description: string };

/**
 * The offer and game type a play URL opens: /{productOfferKey} and /{productOfferKey}/{gameTypeKey}. An
 * unknown offer, or a game type suffix it does not sell here, is the 404 page. The bare URL of an offer
 * that is listed but not sold online yet (raffles) says so instead.
 */
export function playableOffer(
  offers: ProductOfferDto[],
  key: string,
  suffix: string | undefined,
  opts: { now: Date; locale: string; system?: number },
): { playable: PlayableOffer } | { unavailable: UnavailableOffer } {
  const offer = offers.find((o) => o.key === key);
  if (!offer) throw data(null, { status: 404 });
  const gameType = offer.kind === 'lottery' && offer.matrix ? gameTypeForSuffix(offer, suffix) : null;
  if (!gameType || !offer.matrix) {
    if (suffix !== undefined) throw data(null, { status: 404 });
    return {
      unavailable: { key: offer.key, name: offer.name, kind: offer.kind, description: offer.description },
    };
  }
  const entry = entryChoice(offer.matrix, gameType, opts.system);
  return {
    playable: {
      key: offer.key,
      name: offer.name,
      description: offer.description,
      colours: offer.branding.colours,
      matrix: entry
        ? {
            ...offer.matrix,
            main: { ...offer.matrix.main, pick: entry.size },
            bonus: coversEveryBonus(gameType.gameType) ? null : offer.matrix.bonus,
            ordered: offer.matrix.ordered && !coversEveryOrder(gameType.gameType),
          }
        : offer.matrix,
      gameType,
      entry,
      jackpotMonthly: offer.jackpotMonthly,
      draw: offer.nextDraw ? describeDraw(offer.nextDraw, { ...opts, monthly: offer.jackpotMonthly }) : null,
      days: offer.drawSchedule?.selectableDays ? offer.drawSchedule.days : null,
      upcomingDraws: offer.upcomingDraws,
      timeZone: offer.drawSchedule?.timezone ?? null,
      waysToPlay: waysToPlay(offer, gameType.gameType),
    },
  };
}

/**
 * Whether the offer is sold online: its play screen (/{productOfferKey}) sells one of its game types, or it is a
 * raffle (its page sells tickets). Offers that are only listed become sold online when the shop plays them, with
 * no change to the links that point at them.
 */
export function isSoldOnline(offer: Pick<ProductOfferDto, 'kind' | 'matrix' | 'gameTypes'>): boolean {
  // A raffle's page (features/raffles) sells its tickets.
  if (offer.kind === 'raffle') return true;
  return offer.matrix !== null && gameTypeForSuffix(offer, undefined) !== null;
}

/** Keys of the offers whose play screen sells tickets, for linking their cards; empty when offers cannot be read. */
export async function loadPlayableKeys(identity: ApiIdentity): Promise<Set<string>> {
  try {
    const offers = await loadOffers(identity);
    return new Set(offers.filter(isSoldOnline).map((o) => o.key));
  } catch {
    return new Set();
  }
}

/**
 * The offers for the shell (the footer's 'Play {name}' and '{name} Results' links, the sitewide banner), with
 * whether each is sold online; none when they cannot be read (the shell renders without them).
 */
export async function loadShellProducts(identity: ApiIdentity): Promise<ShellProduct[]> {
  try {
    const offers = await loadOffers(identity);
    return offers.map((o) => ({ key: o.key, name: o.name, kind: o.kind, soldOnline: isSoldOnline(o) }));
  } catch {
    return [];
  }
}

/** The System N (or PowerHit) size asked for (`?system=N`), or the smallest offered. */
function entryChoice(
  matrix: GameMatrixDto,
  gameType: OfferGameTypeDto,
  system: number | undefined,
): PlayableOffer['entry'] {
  if (!expands(gameType.gameType)) return null;
  const sizes = allowedEntrySizes(matrix, gameType.gameType, gameType.systemSizes);
  const size = system !== undefined && sizes.includes(system) ? system : sizes[0];
  if (size === undefined) return null;
  return {
    size,
    sizes,
    linesPerEntry: linesPerEntry(matrix, gameType.gameType, size),
    label: entryLabel(matrix, gameType.gameType, size),
    pick: matrix.main.pick,
  };
}

/** The `system` query value of a play URL, when it is a plain number. */
export function systemOf(url: URL): number | undefined {
  const value = url.searchParams.get('system');
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

export function describeDraw(
  draw: { drawNo: number; drawDate: string; jackpot: MoneyDto | null },
  opts: { now: Date; locale: string; monthly?: boolean },
) {
  return {
    drawNo: draw.drawNo,
    drawDate: draw.drawDate,
    label: capitalisedDrawDatePhrase(draw.drawDate, opts.now, { locale: opts.locale }),
    time: formatDrawTime(draw.drawDate, { locale: opts.locale }),
    jackpot: draw.jackpot
      ? formatJackpot(draw.jackpot, { locale: opts.locale, monthly: opts.monthly })
      : null,
  };
}
