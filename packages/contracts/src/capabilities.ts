import { z } from 'zod';

/**
 * Every capability key the product knows. A capability switches a feature on for the site and for a
 * customer segment. Spelling follows the specification where it gives one (hence the two hyphenated keys).
 */
export const CAPABILITY_KEYS = [
  'account_details_manage',
  'account_upgrade',
  'autoplay',
  'autoplay_manage',
  'blog',
  'causes_directory',
  'charity_lotteries',
  'combined_recurring_purchases',
  'commercial_lotteries',
  'cookie_consent',
  'customer_chat',
  'customer_deactivate',
  'customer_migration',
  'deposit_limits',
  'favourite-numbers',
  'feedback',
  'giveaway_entries',
  'manage_notification_settings',
  'membership_program',
  'membership_purchase',
  'multi_offer_site',
  'native_app',
  'notifications_feed',
  'partner_purchase',
  'pre_cart_recommended_draws',
  'raffle',
  'responsible_gambling',
  'sitewide_banner',
  'social-syndicates',
  'spend_limits',
  'sub_variants',
  'subscription_manage',
  'support_faq',
  'syndicates',
  'terms_of_use',
  'two_factor',
  'verification',
  'verify_id',
  'viewing_orders',
  'vouchers',
  'wallet_balance',
  'wallet_deposit',
  'wallet_manage',
  'wallet_purchase',
  'wallet_withdrawal',
] as const;

export type CapabilityKey = (typeof CAPABILITY_KEYS)[number];
export const CapabilityKeySchema = z.enum(CAPABILITY_KEYS);

/** The segment of visitors who are not signed in. */
export const ANONYMOUS_SEGMENT = 'anonymous';
/** The default segment of signed-in customers. */
export const CUSTOMER_SEGMENT = 'customer';

/** A capability given as a list requires all listed entries to be present. */
export function hasCapabilities(
  granted: readonly string[],
  required: CapabilityKey | readonly CapabilityKey[],
): boolean {
  const list: readonly CapabilityKey[] = typeof required === 'string' ? [required] : required;
  return list.every((key) => granted.includes(key));
}

export const SegmentDto = z.object({
  segmentName: z.string(),
  description: z.string(),
  capabilities: z.array(z.string()),
});
export type SegmentDto = z.infer<typeof SegmentDto>;

export const CapabilitiesDto = z.object({
  currentSegment: z.string(),
  segments: z.array(SegmentDto),
});
export type CapabilitiesDto = z.infer<typeof CapabilitiesDto>;
