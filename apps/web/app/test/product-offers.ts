/**
 * A product offer as GET /v2/product_offers sends it (snake_case, every field its schema reads), for the page tests
 * whose fake API lists offers: the web reads each offer by the catalogue's schema (ProductOfferDto).
 */
export function productOfferRow(key: string, name: string, kind: 'lottery' | 'raffle' = 'lottery') {
  const brand = kind === 'raffle' ? 'Raffle' : 'Lotto';
  return {
    key,
    name,
    brand_name: brand,
    kind,
    product_type: kind === 'raffle' ? 'raffle_ticket' : 'lottery_ticket',
    draw_type: kind === 'raffle' ? 'raffle_ticket_draw' : 'lottery_ticket_draw',
    description: `${name} draws`,
    availability: 'available',
    display_order: 1,
    draw_schedule: null,
    ticket_price: null,
    game_types: [],
    matrix: null,
    cause: null,
    branding: {
      product_offer_key: key,
      name,
      brand_name: brand,
      colours: { primary: '#123456', secondary: '#abcdef', text: '#ffffff' },
      logo_url: `/logos/${key}.svg`,
    },
    next_draw: null,
  };
}
