/**
 * Communication preferences (spec 2 §3, §7): reading them, setting channels on and off, and unsubscribing from
 * a channel (or from one offer's e-mails) with reasons, from the account area or from an e-mail's link.
 */
import {
  CHANNEL_NAMES,
  type CommunicationPreferencesDto,
  type PreferencesMap,
  type PutPreferencesBody,
  SHOWN_CHANNELS,
  type UnsubscribeBody,
} from '@lottoshop/contracts/communication';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { getProductOfferByKey } from '../catalog/index.ts';
import { findCustomerById } from '../identity/index.ts';
import { authorisePreferences, type PreferencesAccess } from './communication.access.ts';
import { communicationPreferences, offerOptOuts, unsubscribeEvents } from './communication.tables.ts';

async function storedPreferences(ctx: Ctx, customerId: string): Promise<PreferencesMap> {
  const [row] = await ctx.db
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.customerId, customerId))
    .limit(1);
  if (row) {
    const { email, phone, sms, directmail, push } = row;
    return { email, phone, sms, directmail, push };
  }
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('not_found');
  return { email: customer.emailOptIn, phone: false, sms: false, directmail: false, push: false };
}

async function answer(ctx: Ctx, customerId: string): Promise<CommunicationPreferencesDto> {
  const preferences = await storedPreferences(ctx, customerId);
  const optOuts = await ctx.db
    .select({ key: offerOptOuts.productOfferKey })
    .from(offerOptOuts)
    .where(eq(offerOptOuts.customerId, customerId))
    .orderBy(offerOptOuts.productOfferKey);
  return {
    preferences,
    features: {
      methodsEnabled: [...SHOWN_CHANNELS],
      methods: SHOWN_CHANNELS.map((key) => ({ key, name: CHANNEL_NAMES[key] })),
    },
    unsubscribedOffers: optOuts.map((o) => o.key),
  };
}

async function store(ctx: Ctx, customerId: string, preferences: PreferencesMap): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(communicationPreferences)
    .values({ customerId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: communicationPreferences.customerId,
      set: { ...preferences, updatedAt: now },
    });
}

/** GET /customer/{id}/communication-preferences */
export async function getCommunicationPreferences(
  ctx: Ctx,
  access: PreferencesAccess,
): Promise<CommunicationPreferencesDto> {
  await authorisePreferences(ctx, access);
  return answer(ctx, access.customerId);
}

/**
 * PUT /customer/{id}/communication-preferences: the channels given are set, the others keep their value.
 * Turning e-mail on again also lifts the customer's per-offer opt-outs: they asked for the shop's e-mails.
 */
export async function updateCommunicationPreferences(
  ctx: Ctx,
  input: PreferencesAccess & { body: PutPreferencesBody },
): Promise<CommunicationPreferencesDto> {
  const via = await authorisePreferences(ctx, input);
  const { customerId } = input;
  return inTransaction(ctx, async (tx) => {
    const current = await storedPreferences(tx, customerId);
    const next: PreferencesMap = { ...current, ...input.body.preferences };
    await store(tx, customerId, next);
    if (input.body.preferences.email === true) {
      await tx.db.delete(offerOptOuts).where(eq(offerOptOuts.customerId, customerId));
    }
    const turnedOff = SHOWN_CHANNELS.filter((c) => current[c] && !next[c]);
    for (const channel of turnedOff) {
      await tx.db.insert(unsubscribeEvents).values({
        customerId,
        channel,
        reasons: [],
        via,
        createdAt: tx.clock.now(),
      });
    }
    return answer(tx, customerId);
  });
}

/**
 * PUT /customer/{id}/communication-preferences/{channel}: `preferences.{channel}=false` with the reasons. With a
 * product offer key (e-mail only) just that offer's e-mails stop; otherwise the whole channel is turned off.
 */
export async function unsubscribeFromChannel(
  ctx: Ctx,
  input: PreferencesAccess & { channel: keyof PreferencesMap; body: UnsubscribeBody },
): Promise<CommunicationPreferencesDto> {
  const via = await authorisePreferences(ctx, input);
  const { customerId, channel, body } = input;
  if (body.preferences[channel] !== false) {
    throw new DomainError('validation_failed', {
      fields: { [`preferences.${channel}`]: ['Send false to unsubscribe from this channel'] },
    });
  }
  const offerKey = body.productOfferKey;
  if (offerKey !== undefined) {
    if (channel !== 'email') {
      throw new DomainError('validation_failed', {
        fields: { productOfferKey: ['Only e-mails can be stopped for one offer'] },
      });
    }
    if (!(await getProductOfferByKey(ctx, offerKey))) {
      throw new DomainError('validation_failed', {
        fields: { productOfferKey: ['Not a product offer key'] },
      });
    }
  }
  return inTransaction(ctx, async (tx) => {
    if (offerKey === undefined) {
      const current = await storedPreferences(tx, customerId);
      await store(tx, customerId, { ...current, [channel]: false });
    } else {
      await tx.db
        .insert(offerOptOuts)
        .values({ customerId, productOfferKey: offerKey, createdAt: tx.clock.now() })
        .onConflictDoNothing();
    }
    await tx.db.insert(unsubscribeEvents).values({
      customerId,
      channel,
      productOfferKey: offerKey ?? null,
      reasons: [...new Set(body.unsubscribeReasons)],
      via,
      createdAt: tx.clock.now(),
    });
    return answer(tx, customerId);
  });
}
