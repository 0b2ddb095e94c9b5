import type { MoneyDto } from '@lottoshop/contracts/money';
import type { RaffleTicketDto } from '@lottoshop/contracts/raffles';

/** A customer's raffle tickets of one draw and cause, as the receipt and the support pages list them. */
export type RaffleTicketGroup = {
  key: string;
  productOfferKey: string;
  drawNo: number;
  drawName: string;
  causeName: string | null;
  ticketNos: number[];
  won: { ticketNo: number; prizeName: string }[];
  drawn: boolean;
  causeAmount: MoneyDto;
};

/** Groups tickets by draw and cause, numbers ascending, adding up what they gave the cause. */
export function groupRaffleTickets(tickets: readonly RaffleTicketDto[]): RaffleTicketGroup[] {
  const groups = new Map<string, RaffleTicketGroup>();
  for (const t of tickets) {
    const key = `${t.productOfferKey}:${t.drawNo}:${t.causeKey ?? ''}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        productOfferKey: t.productOfferKey,
        drawNo: t.drawNo,
        drawName: t.drawName,
        causeName: t.causeName,
        ticketNos: [],
        won: [],
        drawn: t.drawn,
        causeAmount: { amount: 0, currency: t.causeAmount.currency },
      };
      groups.set(key, g);
    }
    g.ticketNos.push(t.ticketNo);
    if (t.prizeName) g.won.push({ ticketNo: t.ticketNo, prizeName: t.prizeName });
    g.causeAmount = { ...g.causeAmount, amount: g.causeAmount.amount + t.causeAmount.amount };
  }
  for (const g of groups.values()) g.ticketNos.sort((a, b) => a - b);
  return [...groups.values()];
}
