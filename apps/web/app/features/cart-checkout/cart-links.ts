/** Campaign parameters carried to the cart after an add (spec 1 §4, §9). */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** `/cart` with the campaign parameters of the page the visitor added from (and nothing else). */
export function cartPathWithCampaign(from: URL | string): string {
  const url = typeof from === 'string' ? new URL(from, 'http://shop.invalid') : from;
  const out = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value.length <= 200) out.set(name, value);
  }
  const query = out.toString();
  return query ? `/cart?${query}` : '/cart';
}
