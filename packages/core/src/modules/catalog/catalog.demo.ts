import type { CauseInput, OfferInput } from './catalog.factory.ts';
import { GAME_RULES } from './catalog.games.ts';
import type { DrawSchedule } from './catalog.tables.ts';

const SYDNEY = 'Australia/Sydney';

export const DEMO_CAUSES = {
  kidsCancerResearch: {
    key: 'kids_cancer_research',
    urlSlug: 'kids-cancer-research',
    name: 'Bright Futures Children’s Cancer Research',
    description:
      'Funds Australian research into childhood cancers and supports families through treatment with accommodation near children’s hospitals.',
    websiteUrl: 'https://brightfutures.example.org.au',
    logoUrl: '/images/causes/kids-cancer-research.svg',
  },
  surfLifeSaving: {
    key: 'surf_life_saving',
    urlSlug: 'surf-life-saving',
    name: 'Coastline Surf Life Saving Fund',
    description:
      'Equips volunteer surf life savers with rescue boards, inflatable rescue boats and first-aid training to keep Australian beaches safe.',
    websiteUrl: 'https://coastline.example.org.au',
    logoUrl: '/images/causes/surf-life-saving.svg',
  },
  ruralFire: {
    key: 'rural_fire_volunteers',
    urlSlug: 'rural-fire-volunteers',
    name: 'Rural Fire Volunteers Support Fund',
    description:
      'Buys protective gear, tanker upgrades and training for volunteer bushfire brigades across regional New South Wales and Victoria.',
    websiteUrl: 'https://ruralfire.example.org.au',
    logoUrl: '/images/causes/rural-fire-volunteers.svg',
  },
} satisfies Record<string, CauseInput>;

/**
 * A demo lottery. `drawSchedule.numbering` numbers its first draw; `standingJackpotMinor` is set for fixed
 * jackpots (e.g. Set for Life) that apply to every draw, null where it is announced after the previous draw.
 */
export type DemoLottery = OfferInput & { key: string; drawSchedule: DrawSchedule; nextJackpotMinor: bigint };

/** Saturday Lotto's draws; Lotto Strike is played on the same draw. */
const SATURDAY_LOTTO_DRAWS: DrawSchedule = {
  weekdays: [6],
  time: '19:30',
  timezone: SYDNEY,
  salesCloseMinutesBefore: 30,
  numbering: { epoch: { year: 2024, month: 1, day: 6 }, firstDrawNo: 4434 },
};

const colours = (primary: string, secondary: string, text = '#ffffff') => ({ primary, secondary, text });

export const DEMO_LOTTERIES: DemoLottery[] = [
  {
    key: 'super_jackpot_lottery',
    name: 'Powerball',
    brandName: 'Jackpot',
    description:
      'Pick 7 numbers from 1 to 35 and a Powerball from 1 to 20. Division 1 jackpots start at $3 million.',
    displayOrder: 1,
    drawSchedule: {
      weekdays: [4],
      time: '20:30',
      timezone: SYDNEY,
      salesCloseMinutesBefore: 30,
      numbering: { epoch: { year: 2024, month: 1, day: 4 }, firstDrawNo: 1441 },
    },
    branding: { colours: colours('#6d1a8c', '#f3e8ff'), logoUrl: '/images/offers/super_jackpot_lottery.svg' },
    rules: GAME_RULES.powerball,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 165n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 18,
      },
      {
        gameType: 'reduced_system',
        name: 'Systems',
        pricePerGameMinor: 165n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
        systemSizes: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      },
      {
        gameType: 'powerhit',
        name: 'PowerHit',
        pricePerGameMinor: 165n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
        // PowerHit with a system: C(N, 7) x 20 games.
        systemSizes: [8, 9, 10, 11, 12],
      },
      {
        gameType: 'random',
        name: 'Quick Pick',
        pricePerGameMinor: 165n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
    nextJackpotMinor: 30_000_000_00n,
    standingJackpotMinor: null,
  },
  {
    key: 'mega_jackpot_lottery',
    name: 'Oz Lotto',
    brandName: 'Jackpot',
    description:
      'Pick 7 numbers from 1 to 47. Division 1 jackpots start at $2 million and grow every week they are not won.',
    displayOrder: 2,
    drawSchedule: {
      weekdays: [2],
      time: '20:30',
      timezone: SYDNEY,
      salesCloseMinutesBefore: 30,
      numbering: { epoch: { year: 2024, month: 1, day: 2 }, firstDrawNo: 1559 },
    },
    branding: { colours: colours('#00843d', '#e6f4ec'), logoUrl: '/images/offers/mega_jackpot_lottery.svg' },
    rules: GAME_RULES.ozLotto,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 155n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 18,
      },
      {
        gameType: 'reduced_system',
        name: 'Systems',
        pricePerGameMinor: 155n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
        systemSizes: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      },
      {
        gameType: 'mega_combo',
        name: 'Super Combos',
        pricePerGameMinor: 155n,
        minGames: 4,
        maxGames: 36,
        defaultGames: 12,
      },
      {
        gameType: 'random',
        name: 'Quick Pick',
        pricePerGameMinor: 155n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
    nextJackpotMinor: 15_000_000_00n,
    standingJackpotMinor: null,
  },
  {
    key: 'saturday_lotto',
    name: 'Saturday Lotto',
    brandName: 'Lotto',
    description:
      'Pick 6 numbers from 1 to 45. Every Saturday night, with a $5 million division 1 prize pool.',
    displayOrder: 3,
    drawSchedule: SATURDAY_LOTTO_DRAWS,
    branding: { colours: colours('#c8102e', '#fdecee'), logoUrl: '/images/offers/saturday_lotto.svg' },
    rules: GAME_RULES.saturdayLotto,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 85n,
        minGames: 4,
        maxGames: 50,
        defaultGames: 18,
      },
      {
        gameType: 'reduced_system',
        name: 'Systems',
        pricePerGameMinor: 85n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
        systemSizes: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      },
      // Super Combos: the player's numbers spread over 4 to 36 games the shop generates at purchase.
      {
        gameType: 'mega_combo',
        name: 'Super Combos',
        pricePerGameMinor: 85n,
        minGames: 4,
        maxGames: 36,
        defaultGames: 12,
      },
      {
        gameType: 'random',
        name: 'Quick Pick',
        pricePerGameMinor: 85n,
        minGames: 4,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
    nextJackpotMinor: 5_000_000_00n,
    standingJackpotMinor: 5_000_000_00n,
  },
  {
    key: 'set_for_life2020',
    name: 'Set for Life',
    brandName: 'Lotto',
    description:
      'Pick 7 numbers from 1 to 44, drawn every night. Division 1 pays $20,000 a month for 20 years.',
    displayOrder: 4,
    drawSchedule: {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '19:15',
      timezone: SYDNEY,
      salesCloseMinutesBefore: 30,
      numbering: { epoch: { year: 2024, month: 1, day: 1 }, firstDrawNo: 2380 },
    },
    branding: { colours: colours('#0077c8', '#e6f2fb'), logoUrl: '/images/offers/set_for_life2020.svg' },
    rules: GAME_RULES.setForLife,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 80n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 18,
      },
      {
        gameType: 'reduced_system',
        name: 'Systems',
        pricePerGameMinor: 80n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
        systemSizes: [8, 9, 10, 11, 12, 13, 14, 15],
      },
      {
        gameType: 'random',
        name: 'Quick Pick',
        pricePerGameMinor: 80n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
    // $20,000 a month: shown as the monthly amount.
    nextJackpotMinor: 20_000_00n,
    standingJackpotMinor: 20_000_00n,
  },
  {
    key: 'lotto_strike',
    name: 'Lotto Strike',
    brandName: 'Strike',
    description: 'Pick 4 numbers from 1 to 45 in the order you think they will be drawn in Saturday Lotto.',
    displayOrder: 5,
    // Lotto Strike is played on the Saturday Lotto draw: it shares its schedule and numbering, and its numbers
    // are the first four balls of that draw in the order drawn.
    drawSchedule: { ...SATURDAY_LOTTO_DRAWS, playedOn: 'saturday_lotto' },
    branding: {
      colours: colours('#f5b301', '#fff7db', '#1f2933'),
      logoUrl: '/images/offers/lotto_strike.svg',
    },
    rules: GAME_RULES.lottoStrike,
    gameTypes: [
      {
        gameType: 'strike_standard',
        name: 'Standard',
        pricePerGameMinor: 110n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 4,
      },
      // Boxed covers all 24 orders of the 4 numbers and is priced as 24 games.
      {
        gameType: 'strike_boxed',
        name: 'Boxed',
        pricePerGameMinor: 110n,
        minGames: 1,
        maxGames: 10,
        defaultGames: 1,
      },
    ],
    nextJackpotMinor: 400_000_00n,
    standingJackpotMinor: null,
  },
  {
    key: 'express_lotto',
    name: 'Express Lotto',
    brandName: 'Lotto',
    description:
      'Pick 6 numbers from 1 to 45. The shop draws Express Lotto itself every 5 minutes, so your result is never far away.',
    displayOrder: 6,
    // A quick game the shop operates: its own random number generator draws every five minutes, all day.
    drawnBy: 'shop',
    drawSchedule: { kind: 'interval', everyMinutes: 5, timezone: SYDNEY, salesCloseMinutesBefore: 1 },
    branding: { colours: colours('#0f766e', '#e6fffa'), logoUrl: '/images/offers/express_lotto.svg' },
    rules: GAME_RULES.saturdayLotto,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 75n,
        minGames: 1,
        maxGames: 50,
        defaultGames: 6,
      },
    ],
    nextJackpotMinor: 100_000_00n,
    standingJackpotMinor: 100_000_00n,
  },
  {
    key: 'weekday_lotto',
    name: 'Monday & Wednesday Lotto',
    brandName: 'Lotto',
    description:
      'Pick 6 numbers from 1 to 45, drawn every Monday and Wednesday night. Play Mondays, Wednesdays or both, for up to 10 weeks.',
    displayOrder: 12,
    // Saturday Lotto's game on two weeknights; the player chooses the day(s) and the weeks (decision 052).
    drawSchedule: {
      weekdays: [1, 3],
      time: '20:30',
      timezone: SYDNEY,
      salesCloseMinutesBefore: 30,
      numbering: { epoch: { year: 2024, month: 1, day: 1 }, firstDrawNo: 4300 },
      selectableDays: true,
    },
    branding: { colours: colours('#1d4ed8', '#e0ecff'), logoUrl: '/images/offers/weekday_lotto.svg' },
    rules: GAME_RULES.saturdayLotto,
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 75n,
        minGames: 2,
        maxGames: 50,
        defaultGames: 12,
      },
      {
        gameType: 'random',
        name: 'Quick Pick',
        pricePerGameMinor: 75n,
        minGames: 2,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
    nextJackpotMinor: 1_000_000_00n,
    standingJackpotMinor: 1_000_000_00n,
  },
];

export type DemoRafflePrize = {
  kind: 'main' | 'secondary';
  name: string;
  description: string;
  valueMinor: bigint;
  payout: 'wallet' | 'fulfilment';
};

export type DemoRaffle = OfferInput & {
  key: string;
  causeKey: keyof typeof DEMO_CAUSES;
  /** The causes a buyer chooses from, with the share of each ticket that reaches them (basis points). */
  causeShares: { causeKey: keyof typeof DEMO_CAUSES; shareBasisPoints: number }[];
  bundles: { numTickets: number; priceMinor: bigint; label?: string }[];
  prizes: DemoRafflePrize[];
  draw: {
    drawNo: number;
    name: string;
    prizeDescription: string;
    prizeValueMinor: bigint;
    ticketCap: number;
    /** Drawn this many whole weeks after the seed date, at 11:00 Sydney time; sales close the evening before. */
    weeksAhead: number;
    /** A draw sold as a pre-order first: its sales open this many days after the seed date, at 9:00 Sydney time. */
    opensInDays?: number;
    featureImage: string;
  };
};

export const DEMO_RAFFLES: DemoRaffle[] = [
  {
    key: 'dream_home_raffle',
    kind: 'raffle',
    name: 'Dream Home Raffle',
    brandName: 'Raffle',
    description:
      'Win a fully furnished four-bedroom home on the Sunshine Coast. Every ticket supports children’s cancer research.',
    displayOrder: 7,
    ticketPriceMinor: 10_00n,
    branding: { colours: colours('#0b3d91', '#e8f0fb'), logoUrl: '/images/offers/dream_home_raffle.svg' },
    causeKey: 'kidsCancerResearch',
    causeShares: [{ causeKey: 'kidsCancerResearch', shareBasisPoints: 4000 }],
    bundles: [
      { numTickets: 1, priceMinor: 10_00n },
      { numTickets: 3, priceMinor: 25_00n, label: 'Save $5' },
      { numTickets: 10, priceMinor: 75_00n, label: 'Best value' },
    ],
    prizes: [
      {
        kind: 'main',
        name: 'Peregian Beach home and $50,000 gold',
        description: 'A furnished four-bedroom home at Peregian Beach, QLD, plus $50,000 in gold bullion.',
        valueMinor: 1_650_000_00n,
        payout: 'fulfilment',
      },
      {
        kind: 'secondary',
        name: '$50,000 cash',
        description: 'Fifty thousand dollars paid into the winner’s wallet.',
        valueMinor: 50_000_00n,
        payout: 'wallet',
      },
      {
        kind: 'secondary',
        name: 'Early bird $10,000 cash',
        description: 'Ten thousand dollars paid into the winner’s wallet.',
        valueMinor: 10_000_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 312,
      name: 'Dream Home Raffle 312',
      prizeDescription: 'A furnished four-bedroom home at Peregian Beach, QLD, plus $50,000 in gold bullion.',
      prizeValueMinor: 1_650_000_00n,
      ticketCap: 400_000,
      weeksAhead: 6,
      featureImage: '/images/raffles/dream-home-312.svg',
    },
  },
  {
    key: 'ute_and_van_raffle',
    kind: 'raffle',
    name: 'Ute and Van Raffle',
    brandName: 'Raffle',
    description:
      'Win a 4x4 dual-cab ute and an off-road caravan. Every ticket keeps surf life savers on the beach.',
    displayOrder: 8,
    ticketPriceMinor: 5_00n,
    branding: { colours: colours('#d9480f', '#fff1e6'), logoUrl: '/images/offers/ute_and_van_raffle.svg' },
    causeKey: 'surfLifeSaving',
    causeShares: [
      { causeKey: 'surfLifeSaving', shareBasisPoints: 3500 },
      { causeKey: 'ruralFire', shareBasisPoints: 3500 },
    ],
    bundles: [
      { numTickets: 1, priceMinor: 5_00n },
      { numTickets: 5, priceMinor: 20_00n, label: '5 for the price of 4' },
      { numTickets: 20, priceMinor: 60_00n, label: 'Best value' },
    ],
    prizes: [
      {
        kind: 'main',
        name: '4x4 dual-cab ute and off-road caravan',
        description: 'A 4x4 dual-cab ute and a 19-foot off-road caravan, registered and ready to tow.',
        valueMinor: 182_000_00n,
        payout: 'fulfilment',
      },
      {
        kind: 'secondary',
        name: '$5,000 fuel and travel money',
        description: 'Five thousand dollars paid into the winner’s wallet.',
        valueMinor: 5_000_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 88,
      name: 'Ute and Van Raffle 88',
      prizeDescription: 'A 4x4 dual-cab ute and a 19-foot off-road caravan, registered and ready to tow.',
      prizeValueMinor: 182_000_00n,
      ticketCap: 150_000,
      weeksAhead: 3,
      featureImage: '/images/raffles/ute-and-van-88.svg',
    },
  },
  {
    key: 'fifty_fifty_draw',
    kind: 'raffle',
    name: 'Coastline 50/50 Draw',
    brandName: 'Raffle',
    description:
      'Half of every ticket builds the cash prize, half goes to the cause. The prize is paid straight into the winner’s wallet.',
    displayOrder: 9,
    ticketPriceMinor: 2_00n,
    branding: { colours: colours('#087f5b', '#e6fcf5'), logoUrl: '/images/offers/fifty_fifty_draw.svg' },
    causeKey: 'surfLifeSaving',
    causeShares: [
      { causeKey: 'surfLifeSaving', shareBasisPoints: 5000 },
      { causeKey: 'kidsCancerResearch', shareBasisPoints: 5000 },
      { causeKey: 'ruralFire', shareBasisPoints: 5000 },
    ],
    bundles: [
      { numTickets: 1, priceMinor: 2_00n },
      { numTickets: 10, priceMinor: 20_00n },
      { numTickets: 30, priceMinor: 50_00n, label: 'Bonus 5 tickets' },
    ],
    prizes: [
      {
        kind: 'main',
        name: '$25,000 cash',
        description: 'Twenty-five thousand dollars, guaranteed, paid into the winner’s wallet.',
        valueMinor: 25_000_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 41,
      name: 'Coastline 50/50 Draw 41',
      prizeDescription: 'Half of ticket sales, at least $25,000 in cash, paid into the winner’s wallet.',
      prizeValueMinor: 25_000_00n,
      ticketCap: 50_000,
      weeksAhead: 1,
      featureImage: '/images/raffles/fifty-fifty-41.svg',
    },
  },
  {
    key: 'surf_club_members_raffle',
    kind: 'raffle',
    name: 'Surf Club Members’ Raffle',
    brandName: 'Raffle',
    description:
      'The club’s own small raffle: 200 tickets only, for a summer barbecue pack. Every ticket buys rescue gear.',
    displayOrder: 10,
    ticketPriceMinor: 2_00n,
    branding: {
      colours: colours('#1864ab', '#e7f5ff'),
      logoUrl: '/images/offers/surf_club_members_raffle.svg',
    },
    causeKey: 'surfLifeSaving',
    causeShares: [{ causeKey: 'surfLifeSaving', shareBasisPoints: 6000 }],
    bundles: [
      { numTickets: 1, priceMinor: 2_00n },
      { numTickets: 10, priceMinor: 15_00n },
      { numTickets: 50, priceMinor: 60_00n, label: 'Best value' },
    ],
    prizes: [
      {
        kind: 'main',
        name: 'Summer barbecue pack',
        description: 'A four-burner barbecue, a 60-litre esky and a $300 butcher’s voucher.',
        valueMinor: 1_450_00n,
        payout: 'fulfilment',
      },
      {
        kind: 'secondary',
        name: '$100 cash',
        description: 'One hundred dollars paid into the winner’s wallet.',
        valueMinor: 100_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 19,
      name: 'Surf Club Members’ Raffle 19',
      prizeDescription: 'A barbecue, an esky and a $300 butcher’s voucher, plus $100 cash for second.',
      prizeValueMinor: 1_550_00n,
      ticketCap: 200,
      weeksAhead: 2,
      featureImage: '/images/raffles/surf-club-19.svg',
    },
  },
  {
    key: 'fire_brigade_christmas_raffle',
    kind: 'raffle',
    name: 'Fire Brigade Christmas Raffle',
    brandName: 'Raffle',
    description:
      'The rural fire brigades’ Christmas raffle: a camper trailer fitted out for the holidays. Pre-order now; tickets are numbered when sales open.',
    displayOrder: 11,
    ticketPriceMinor: 5_00n,
    branding: {
      colours: colours('#c92a2a', '#fff5f5'),
      logoUrl: '/images/offers/fire_brigade_christmas_raffle.svg',
    },
    causeKey: 'ruralFire',
    causeShares: [{ causeKey: 'ruralFire', shareBasisPoints: 5000 }],
    bundles: [
      { numTickets: 1, priceMinor: 5_00n },
      { numTickets: 5, priceMinor: 20_00n, label: 'Save $5' },
    ],
    prizes: [
      {
        kind: 'main',
        name: 'Off-road camper trailer',
        description: 'A fully fitted off-road camper trailer, delivered to the winner’s door.',
        valueMinor: 38_000_00n,
        payout: 'fulfilment',
      },
      {
        kind: 'secondary',
        name: '$500 cash',
        description: 'Five hundred dollars paid into the winner’s wallet.',
        valueMinor: 500_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 7,
      name: 'Fire Brigade Christmas Raffle 7',
      prizeDescription: 'An off-road camper trailer, plus $500 cash for second.',
      prizeValueMinor: 38_500_00n,
      ticketCap: 5_000,
      weeksAhead: 6,
      opensInDays: 7,
      featureImage: '/images/raffles/fire-brigade-7.svg',
    },
  },
  {
    key: 'country_show_raffle',
    kind: 'raffle',
    name: 'Country Show Raffle',
    brandName: 'Raffle',
    description:
      'The show society’s raffle with the local fire brigade: a ride-on mower for the paddock. Pre-order now; tickets are numbered when sales open.',
    displayOrder: 12,
    ticketPriceMinor: 2_00n,
    branding: {
      colours: colours('#2b8a3e', '#ebfbee'),
      logoUrl: '/images/offers/country_show_raffle.svg',
    },
    causeKey: 'ruralFire',
    causeShares: [{ causeKey: 'ruralFire', shareBasisPoints: 5000 }],
    bundles: [
      { numTickets: 1, priceMinor: 2_00n },
      { numTickets: 5, priceMinor: 8_00n, label: 'Save $2' },
    ],
    prizes: [
      {
        kind: 'main',
        name: 'Ride-on mower',
        description: 'A 42-inch ride-on mower with a trailer, delivered to the winner’s property.',
        valueMinor: 6_500_00n,
        payout: 'fulfilment',
      },
      {
        kind: 'secondary',
        name: '$200 cash',
        description: 'Two hundred dollars paid into the winner’s wallet.',
        valueMinor: 200_00n,
        payout: 'wallet',
      },
    ],
    draw: {
      drawNo: 3,
      name: 'Country Show Raffle 3',
      prizeDescription: 'A ride-on mower with a trailer, plus $200 cash for second.',
      prizeValueMinor: 6_700_00n,
      ticketCap: 2_000,
      weeksAhead: 8,
      opensInDays: 10,
      featureImage: '/images/raffles/country-show-3.svg',
    },
  },
];
