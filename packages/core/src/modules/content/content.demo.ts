import type { SiteContentConfigDto } from '@lottoshop/contracts/content';

/** The demo site's navigation, footer and component variants. */
export const DEMO_SITE_CONFIG: Omit<SiteContentConfigDto, 'id' | 'sitewideBanner'> = {
  navigation: [
    {
      type: 'main',
      items: [
        {
          label: 'Lotto',
          linkType: 'internal',
          url: '/lotto-tickets',
          childType: 'lotto',
          capabilities: ['commercial_lotteries'],
        },
        {
          label: 'Raffles',
          linkType: 'internal',
          url: '/charity-tickets',
          childType: 'raffle',
          capabilities: ['charity_lotteries'],
        },
        {
          label: 'Results',
          linkType: 'internal',
          url: '/lotto-results',
          childType: 'results',
          capabilities: [],
        },
        { label: 'About', linkType: 'internal', url: '/about', childType: null, capabilities: [] },
        { label: 'Help', linkType: 'internal', url: '/about/faq', childType: null, capabilities: [] },
      ],
    },
    {
      type: 'footer',
      items: [
        {
          label: 'Customer support',
          linkType: 'internal',
          url: '/about/contact-us',
          childType: null,
          capabilities: [],
        },
        { label: 'FAQ', linkType: 'internal', url: '/about/faq', childType: null, capabilities: [] },
        { label: 'About us', linkType: 'internal', url: '/about', childType: null, capabilities: [] },
        {
          label: 'Responsible gaming',
          linkType: 'internal',
          url: '/about/responsible-gaming',
          childType: null,
          capabilities: ['responsible_gambling'],
        },
        {
          label: 'Charities we support',
          linkType: 'internal',
          url: '/causes',
          childType: null,
          capabilities: ['causes_directory'],
        },
      ],
    },
    {
      type: 'footer_legal',
      items: [
        {
          label: 'Privacy policy',
          linkType: 'internal',
          url: '/about/privacy',
          childType: null,
          capabilities: [],
        },
        {
          label: 'Cookie policy',
          linkType: 'internal',
          url: '/about/cookie-policy',
          childType: null,
          capabilities: ['cookie_consent'],
        },
        {
          label: 'Terms and conditions',
          linkType: 'internal',
          url: '/about/terms-and-conditions',
          childType: null,
          capabilities: [],
        },
        {
          label: 'Terms of use',
          linkType: 'internal',
          url: '/about/terms-of-use',
          childType: null,
          capabilities: ['terms_of_use'],
        },
      ],
    },
  ],
  components: {
    affiliateWidget: 'variant_a',
    companyInformationWidget: 'variant_a',
    charitySupportWidget: 'variant_a',
    customerFeedbackBanner: 'variant_b',
    productSupportBanner: 'variant_a',
    uniqueSellingPointWidget: 'variant_a',
  },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/lottoshop' },
    { network: 'instagram', url: 'https://www.instagram.com/lottoshop' },
    { network: 'twitter', url: 'https://twitter.com/lottoshop' },
    { network: 'youtube', url: 'https://www.youtube.com/@lottoshop' },
  ],
  paymentLogos: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  regulationImages: [
    { src: '/images/regulation/18-plus.svg', alt: 'Strictly 18+', href: '/about/responsible-gaming' },
    {
      src: '/images/regulation/gambling-help-online.svg',
      alt: 'Gambling Help Online',
      href: 'https://www.gamblinghelponline.org.au',
    },
  ],
  footer: {
    legalText:
      'Lottoshop sells tickets in official lottery draws and in charity raffles run under the permits of the charities concerned. You must be 18 or over to play. Jackpot amounts are estimates until the draw closes; the official results of each operator prevail.',
    responsibleGamblingText:
      'Think! About your choices. Call Gambling Help on 1800 858 858 or visit gamblinghelponline.org.au',
    // The footer is dark: the light logo.
    brandMark: { src: '/images/logo-white.svg', alt: 'Lottoshop', href: '/' },
  },
};

export const DEMO_SITEWIDE_BANNER = {
  content: 'Support Australian charities: our **Dream Home Raffle** closes soon.',
  linkLabel: 'Get tickets',
  linkUrl: '/dream_home_raffle',
};
