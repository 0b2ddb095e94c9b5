/** The discovery document (spec 1 §7 "other API families come from a discovery service"). */
import { z } from 'zod';

export const SERVICE_FAMILY_NAMES = ['platform', 'social', 'rewards', 'cms', 'customer-verify'] as const;
export type ServiceFamilyName = (typeof SERVICE_FAMILY_NAMES)[number];

export const ServiceFamily = z.object({
  name: z.enum(SERVICE_FAMILY_NAMES),
  baseUrl: z.url(),
  versions: z.array(z.string()),
  signed: z.boolean(),
});
export type ServiceFamily = z.infer<typeof ServiceFamily>;

export const DiscoveryDto = z.array(ServiceFamily);
export type DiscoveryDto = z.infer<typeof DiscoveryDto>;
