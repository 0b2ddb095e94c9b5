/** Server GET cache lifetimes in seconds (spec 1 §9). */
export const CACHE_TTL_SECONDS = {
  default: 60,
  lottoPartyConfig: 300,
  featurePlacement: 300,
  theme: 600,
  navigation: 86_400,
  components: 86_400,
  seoTranslations: 86_400,
} as const;

/** The query parameter that empties the server cache before answering (any value, even empty). */
export const CLEAR_CACHE_PARAM = 'clear_cache';
