/** The cart and checkout area's server face: adding a raffle ticket, and the cart that follows a sign-in. */
export { addRaffleCartItem, convertAnonymousCart, readCartToken, signedInIdentity } from './cart.server.ts';
