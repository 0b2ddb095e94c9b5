/**
 * Communication preferences (spec 2 §3, §7): which channels the shop may use for marketing, in the spec's
 * order (email, phone, sms, directmail; push is kept but never shown), the reasons a customer may give when
 * unsubscribing, and the signed link token that lets an e-mail's unsubscribe link work without signing in.
 * Browser-safe.
 */
import { z } from 'zod';

export const COMMUNICATION_CHANNELS = ['email', 'phone', 'sms', 'directmail', 'push'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];
export const CommunicationChannelSchema = z.enum(COMMUNICATION_CHANNELS);

/** The channels a customer sees and sets, in order (push is hidden, spec 2 §3). */
export const SHOWN_CHANNELS = [
  'email',
  'phone',
  'sms',
  'directmail',
] as const satisfies readonly CommunicationChannel[];

export const CHANNEL_NAMES: Record<CommunicationChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  directmail: 'Direct mail',
  push: 'Push notifications',
};

export const UNSUBSCRIBE_REASONS = [
  'too_many_emails',
  'not_relevant',
  'no_longer_play',
  'did_not_sign_up',
  'other',
] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export const UNSUBSCRIBE_REASON_LABELS: Record<UnsubscribeReason, string> = {
  too_many_emails: 'I get too many e-mails',
  not_relevant: 'The e-mails are not relevant to me',
  no_longer_play: 'I no longer play',
  did_not_sign_up: 'I never signed up for these e-mails',
  other: 'Another reason',
};

export const PreferencesMap = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  sms: z.boolean(),
  directmail: z.boolean(),
  push: z.boolean(),
});
export type PreferencesMap = z.infer<typeof PreferencesMap>;

/** GET /v2/customer/{id}/communication-preferences */
export const CommunicationPreferencesDto = z.object({
  preferences: PreferencesMap,
  features: z.object({
    methodsEnabled: z.array(CommunicationChannelSchema),
    methods: z.array(z.object({ key: CommunicationChannelSchema, name: z.string() })),
  }),
  /** The offers whose marketing e-mails this customer turned off from an e-mail's link. */
  unsubscribedOffers: z.array(z.string()),
});
export type CommunicationPreferencesDto = z.infer<typeof CommunicationPreferencesDto>;

/** A link token: base64url JWS (three parts). Present when the caller is not the signed-in customer. */
export const LinkTokenSchema = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This link is not valid');

export const CustomerIdParams = z.object({ id: z.uuid({ error: 'Not a customer id' }) });
export const ChannelParams = CustomerIdParams.extend({ channel: CommunicationChannelSchema });
export const LinkTokenQuery = z.object({ token: LinkTokenSchema.optional() });

/** PUT /v2/customer/{id}/communication-preferences: a map of channel to on/off (missing channels keep theirs). */
export const PutPreferencesBody = z.object({ preferences: PreferencesMap.partial() });
export type PutPreferencesBody = z.infer<typeof PutPreferencesBody>;

/**
 * PUT /v2/customer/{id}/communication-preferences/{channel}: `preferences.{channel}=false` plus the reasons
 * (spec 2 §7). With a product offer key only that offer's marketing stops.
 */
export const UnsubscribeBody = z.object({
  preferences: PreferencesMap.partial(),
  unsubscribeReasons: z.array(z.enum(UNSUBSCRIBE_REASONS)).max(UNSUBSCRIBE_REASONS.length).default([]),
  productOfferKey: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, 'Not a product offer key')
    .optional(),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

export const PREFERENCES_MESSAGES = {
  updated: 'Your communication preferences have been updated',
  unsubscribed: 'You have been unsubscribed',
  invalidLink: 'This link is not valid. Please log in to change your communication preferences.',
} as const;
