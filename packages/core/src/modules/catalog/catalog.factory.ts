import type { GameType, OfferBrandingDto, ProductType } from '@lottoshop/contracts/catalog';
import type { DrawType } from '@lottoshop/contracts/draws';
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import { GAME_RULES, type GameRules } from './catalog.games.ts';
import {
  causes,
  type DrawnBy,
  type DrawSchedule,
  gameDefinitions,
  gameDivisions,
  offerCauses,
  offerGameTypes,
  type ProductOfferRow,
  productOffers,
  raffleBundles,
} from './catalog.tables.ts';

let sequence = 0;
const next = () => ++sequence;

export type CauseInput = Partial<typeof causes.$inferInsert>;

export async function createCause(db: Db, input: CauseInput = {}) {
  const n = next();
  const key = input.key ?? `test_cause_${n}`;
  const [row] = await db
    .insert(causes)
    .values({
      key,
      urlSlug: key.replaceAll('_', '-'),
      name: `Test Cause ${n}`,
      description: 'A charity supported by raffle ticket sales.',
      websiteUrl: null,
      logoUrl: null,
      ...input,
    })
    .returning();
  return row!;
}

export type GameTypeInput = {
  gameType: GameType;
  name: string;
  pricePerGameMinor: bigint;
  minGames: number;
  maxGames: number;
  defaultGames: number;
  systemSizes?: number[] | null;
};

export type OfferInput = {
  key?: string;
  kind?: 'lottery' | 'raffle';
  productType?: ProductType;
  drawType?: DrawType;
  name?: string;
  brandName?: OfferBrandingDto['brandName'];
  description?: string;
  available?: boolean;
  displayOrder?: number;
  currency?: string;
  ticketPriceMinor?: bigint | null;
  drawSchedule?: DrawSchedule | null;
  /** Lotteries: 'shop' when the shop draws the numbers itself (default 'operator'). */
  drawnBy?: DrawnBy;
  nextJackpotMinor?: bigint | null;
  standingJackpotMinor?: bigint | null;
  causeId?: string | null;
  branding?: Pick<OfferBrandingDto, 'colours' | 'logoUrl'>;
  /** Lotteries: the rules in force from `effectiveFromDrawNo` (default 1). */
  rules?: GameRules | null;
  effectiveFromDrawNo?: number;
  gameTypes?: GameTypeInput[];
  /** Raffles: the bundles sold (default: one ticket at `ticketPriceMinor`). */
  bundles?: { numTickets: number; priceMinor: bigint; label?: string | null }[];
  /** Raffles: the causes a buyer chooses from and their share of each ticket (default: `causeId` at 50%). */
  causes?: { causeId: string; shareBasisPoints: number }[];
};

const DEFAULT_GAME_TYPES: GameTypeInput[] = [
  {
    gameType: 'standard',
    name: 'Standard',
    pricePerGameMinor: 85n,
    minGames: 4,
    maxGames: 50,
    defaultGames: 18,
  },
];

/**
 * Creates a product offer with its game definition, division rules and game types. Without input it makes a
 * Saturday-Lotto-like lottery with a unique key; `kind: 'raffle'` makes a raffle priced per ticket.
 */
export async function createProductOffer(db: Db, input: OfferInput = {}): Promise<ProductOfferRow> {
  const n = next();
  const kind = input.kind ?? 'lottery';
  const raffle = kind === 'raffle';
  const [offer] = await db
    .insert(productOffers)
    .values({
      key: input.key ?? `test_offer_${n}`,
      kind,
      productType: input.productType ?? (raffle ? 'raffle_ticket' : 'lottery_ticket'),
      drawType: input.drawType ?? (raffle ? 'raffle_ticket_draw' : 'lottery_ticket_draw'),
      name: input.name ?? `Test Offer ${n}`,
      brandName: input.brandName ?? (raffle ? 'Raffle' : 'Lotto'),
      description: input.description ?? 'A test product offer.',
      available: input.available ?? true,
      displayOrder: input.displayOrder ?? n,
      currency: input.currency ?? BASE_CURRENCY,
      ticketPriceMinor: input.ticketPriceMinor ?? (raffle ? 1000n : null),
      drawSchedule:
        input.drawSchedule === undefined
          ? raffle
            ? null
            : { weekdays: [6], time: '19:30', timezone: 'Australia/Sydney', salesCloseMinutesBefore: 30 }
          : input.drawSchedule,
      drawnBy: input.drawnBy ?? 'operator',
      nextJackpotMinor: input.nextJackpotMinor ?? null,
      standingJackpotMinor: input.standingJackpotMinor ?? null,
      causeId: input.causeId ?? null,
      branding: input.branding ?? {
        colours: { primary: '#1d4ed8', secondary: '#dbeafe', text: '#ffffff' },
        logoUrl: `/images/offers/${input.key ?? `test_offer_${n}`}.svg`,
      },
    })
    .returning();
  if (!offer) throw new Error('insert returned no row');

  if (raffle) {
    const bundles = input.bundles ?? [{ numTickets: 1, priceMinor: offer.ticketPriceMinor ?? 1000n }];
    if (bundles.length > 0) {
      await db
        .insert(raffleBundles)
        .values(bundles.map((b) => ({ offerId: offer.id, ...b, label: b.label ?? null })));
    }
    const offerCauseRows =
      input.causes ?? (offer.causeId ? [{ causeId: offer.causeId, shareBasisPoints: 5000 }] : []);
    if (offerCauseRows.length > 0) {
      await db
        .insert(offerCauses)
        .values(offerCauseRows.map((c, i) => ({ offerId: offer.id, ...c, displayOrder: i + 1 })));
    }
  } else {
    const rules = input.rules === undefined ? GAME_RULES.saturdayLotto : input.rules;
    if (rules) await addGameDefinition(db, offer.id, input.effectiveFromDrawNo ?? 1, rules);
    const types = input.gameTypes ?? DEFAULT_GAME_TYPES;
    if (types.length > 0) {
      await db.insert(offerGameTypes).values(
        types.map((t, i) => ({
          offerId: offer.id,
          gameType: t.gameType,
          name: t.name,
          pricePerGameMinor: t.pricePerGameMinor,
          minGames: t.minGames,
          maxGames: t.maxGames,
          defaultGames: t.defaultGames,
          systemSizes: t.systemSizes ?? null,
          displayOrder: i + 1,
        })),
      );
    }
  }
  return offer;
}

/** Adds a version of an offer's rules, in force from `effectiveFromDrawNo`. */
export async function addGameDefinition(
  db: Db,
  offerId: string,
  effectiveFromDrawNo: number,
  rules: GameRules,
) {
  const [definition] = await db
    .insert(gameDefinitions)
    .values({ offerId, effectiveFromDrawNo, matrix: rules.matrix })
    .returning();
  if (!definition) throw new Error('insert returned no row');
  await db.insert(gameDivisions).values(rules.divisions.map((d) => ({ definitionId: definition.id, ...d })));
  return definition;
}
