/** The about pages and the capability each needs (spec 1 §2 "Other gated routes"). */
export const ABOUT_PAGE_CAPABILITY: Record<string, string | undefined> = {
  '/about': undefined,
  '/about/responsible-gaming': 'responsible_gambling',
  '/about/privacy': undefined,
  '/about/cookie-policy': 'cookie_consent',
  '/about/faq': undefined,
  '/about/terms-and-conditions': undefined,
  '/about/terms-of-use': 'terms_of_use',
  '/about/contact-us': undefined,
};
