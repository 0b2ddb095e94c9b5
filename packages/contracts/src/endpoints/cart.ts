/**
 * The cart (spec 1 §7 "Cart", version 3.3): the anonymous cart reached by its token alone (the token is the only
 * key, no customer needed), the signed-in customer's cart, converting the one into the other on sign-in, and adding
 * raffle tickets to either. Nothing here is cached.
 */
import { versionsFrom } from '../api-versions.ts';
import {
  AddCartItemBody,
  AnonCartDto,
  AnonCartItemParams,
  CartDto,
  CartItemParams,
  CartTokenParams,
  UpdateCartItemBody,
} from '../cart.ts';
import { endpoint } from '../endpoint.ts';
import { AddRaffleItemBody, AnonRaffleItemParams } from '../raffles.ts';

const versions = versionsFrom('3.3');

export const createAnonymous = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/anon-cart',
  summary: 'Starts an anonymous cart and hands out its token',
  versions,
  caller: 'app',
  status: 201,
  response: AnonCartDto,
  cache: false,
});

export const getAnonymous = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/anon-cart/:token',
  summary: 'An anonymous cart',
  versions,
  caller: 'app',
  params: CartTokenParams,
  response: AnonCartDto,
  cache: false,
});

export const addAnonymousItem = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/anon-cart/:token/items',
  summary: 'Adds a lottery item to an anonymous cart',
  versions,
  caller: 'app',
  params: CartTokenParams,
  body: AddCartItemBody,
  response: AnonCartDto,
  cache: false,
});

export const updateAnonymousItem = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/anon-cart/:token/items/:id',
  summary: "Changes the quantity of an anonymous cart's item",
  versions,
  caller: 'app',
  params: AnonCartItemParams,
  body: UpdateCartItemBody,
  response: AnonCartDto,
  cache: false,
});

export const removeAnonymousItem = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/anon-cart/:token/items/:id',
  summary: 'Removes an item from an anonymous cart',
  versions,
  caller: 'app',
  params: AnonCartItemParams,
  response: AnonCartDto,
  cache: false,
});

export const buildAnonymous = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/anon-cart/:token/build',
  summary: "Prices an anonymous cart again and checks its items' draws",
  versions,
  caller: 'app',
  params: CartTokenParams,
  response: AnonCartDto,
  cache: false,
});

export const addAnonymousRaffleItem = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/anon-cart/:token/raffle-items',
  summary: 'Adds raffle tickets to an anonymous cart',
  versions,
  caller: 'app',
  params: AnonRaffleItemParams,
  body: AddRaffleItemBody,
  response: AnonCartDto,
  cache: false,
});

export const convertAnonymous = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/anon-cart/:token/convert',
  summary: "On sign-in: moves the anonymous cart's items into the customer's cart",
  versions,
  caller: 'customer',
  params: CartTokenParams,
  response: CartDto,
  cache: false,
});

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/cart/items',
  summary: "The signed-in customer's cart",
  versions,
  caller: 'customer',
  response: CartDto,
  cache: false,
});

export const addItem = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/cart/items',
  summary: "Adds a lottery item to the customer's cart",
  versions,
  caller: 'customer',
  body: AddCartItemBody,
  response: CartDto,
  cache: false,
});

export const updateItem = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/cart/items/:id',
  summary: "Changes the quantity of an item of the customer's cart",
  versions,
  caller: 'customer',
  params: CartItemParams,
  body: UpdateCartItemBody,
  response: CartDto,
  cache: false,
});

export const removeItem = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/cart/items/:id',
  summary: "Removes an item from the customer's cart",
  versions,
  caller: 'customer',
  params: CartItemParams,
  response: CartDto,
  cache: false,
});

export const build = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/cart/build',
  summary: "Prices the customer's cart again and checks its items' draws",
  versions,
  caller: 'customer',
  response: CartDto,
  cache: false,
});

export const addRaffleItem = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/cart/raffle-items',
  summary: "Adds raffle tickets to the customer's cart",
  versions,
  caller: 'customer',
  body: AddRaffleItemBody,
  response: CartDto,
  cache: false,
});
