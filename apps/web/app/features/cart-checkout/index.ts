/** The cart and checkout area's browser-safe face: the cart's address with the page's campaign parameters. */
export { cartPathWithCampaign } from './cart-links.ts';
