import type { PageDto, PageSection } from '@lottoshop/contracts/content';

/** The demo site's content-managed pages: the home page and the about pages, with real shop content. */
export type DemoPage = Pick<PageDto, 'path' | 'template' | 'name' | 'seo' | 'subnavigationMenu'> & {
  sections: PageSection[];
};

const ABOUT_MENU = [
  { label: 'About us', url: '/about' },
  { label: 'Responsible gaming', url: '/about/responsible-gaming' },
  { label: 'FAQ', url: '/about/faq' },
  { label: 'Contact us', url: '/about/contact-us' },
  { label: 'Terms and conditions', url: '/about/terms-and-conditions' },
  { label: 'Terms of use', url: '/about/terms-of-use' },
  { label: 'Privacy policy', url: '/about/privacy' },
  { label: 'Cookie policy', url: '/about/cookie-policy' },
];

const header = (title: string, subtitle: string | null = null): PageSection => ({
  kind: 'page_header',
  title,
  subtitle,
  image: null,
});
const text = (heading: string | null, body: string): PageSection => ({
  kind: 'single_column_content',
  heading,
  format: 'markdown',
  body,
});
const seo = (title: string, description: string) => ({ title, description, noIndex: false });

const HELP_CTA: PageSection = {
  kind: 'call_to_action',
  heading: 'Need a hand?',
  body: 'Our Australian-based support team is here to help seven days a week.',
  buttonLabel: 'Contact us',
  buttonUrl: '/about/contact-us',
};

export const HOME_PAGE: DemoPage = {
  path: '/',
  template: 'home',
  name: 'Home',
  seo: seo(
    'Buy lotto tickets and charity raffles online',
    'Play Australia’s favourite lotteries and support local charities with raffle tickets, all in one secure account.',
  ),
  subnavigationMenu: null,
  sections: [
    header(
      'Your next big win starts here',
      'Lotteries with life-changing jackpots and raffles that give back.',
    ),
    {
      kind: 'featured_tickets',
      heading: 'Upcoming draws',
      productOfferKeys: [
        'super_jackpot_lottery',
        'mega_jackpot_lottery',
        'saturday_lotto',
        'set_for_life2020',
      ],
    },
    {
      kind: 'content_grid',
      heading: 'Why play with us',
      items: [
        {
          title: 'Tickets in your account',
          body: 'Every ticket is stored securely in your account, so you can never lose it.',
          icon: 'ticket',
        },
        {
          title: 'Automatic prize checking',
          body: 'We check every ticket after each draw and email you when you win.',
          icon: 'check',
        },
        {
          title: 'Winnings paid to your account',
          body: 'Prizes are credited to your account balance, ready to play again.',
          icon: 'wallet',
        },
        // Promises of features appear once the site has them switched on.
        {
          title: 'Withdraw to your bank',
          body: 'Move your winnings to your Australian bank account whenever you like.',
          icon: 'bank',
          capabilities: ['wallet_withdrawal'],
        },
        {
          title: 'Limits you set',
          body: 'Set a daily, weekly or monthly spend limit in your account at any time.',
          icon: 'limit',
          capabilities: ['spend_limits'],
        },
        {
          title: 'Raffles that give back',
          body: 'A share of every raffle ticket goes directly to the charity the raffle supports.',
          icon: 'heart',
        },
      ],
    },
    {
      kind: 'featured_tickets',
      heading: 'Charity raffles',
      productOfferKeys: ['dream_home_raffle', 'ute_and_van_raffle'],
    },
    {
      kind: 'call_to_action',
      heading: 'Play responsibly',
      body: 'Lotteries and raffles should be fun. If gambling stops being fun, free and confidential help is available.',
      buttonLabel: 'Responsible gaming',
      buttonUrl: '/about/responsible-gaming',
    },
  ],
};

export const ABOUT_PAGES: DemoPage[] = [
  {
    path: '/about',
    template: 'about',
    name: 'About us',
    seo: seo(
      'About us',
      'Who we are, how buying tickets through us works and how we keep your account safe.',
    ),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('About us', 'An Australian online shop for lottery tickets and charity raffles.'),
      text(
        'Who we are',
        'Lottoshop is an Australian-owned online shop for official lottery draws and charity raffles. We started with a simple idea: buying a ticket should be as easy as ordering anything else online, and your tickets should never end up lost in a drawer or through the wash.\n\nToday we sell tickets in the major national lotteries and run raffles with Australian charities, with every ticket held safely in your account.',
      ),
      {
        kind: 'two_column_grid',
        heading: 'How it works',
        columns: [
          {
            heading: 'Buying a ticket',
            format: 'markdown',
            body: '1. Choose a draw and pick your numbers, or let us choose them for you.\n2. Pay from your account balance or with a card, PayPal or a bank deposit.\n3. Your ticket appears in **My Account** straight away, with a receipt by email.',
          },
          {
            heading: 'After the draw',
            format: 'markdown',
            body: 'We check your tickets against the official results as soon as they are published. Prizes are credited to your account automatically and you can play with them straight away; we email you to say you have won. We confirm your identity before your first withdrawal to your bank.',
          },
        ],
      },
      text(
        'Safe and secure',
        'Your account is protected by encryption in transit, optional two-factor authentication and regular security testing. Card details are handled by our PCI DSS compliant payment partners and never stored on our servers. Customers must be 18 or over, and we verify the identity of every customer before they withdraw money.',
      ),
      HELP_CTA,
    ],
  },
  {
    path: '/about/responsible-gaming',
    template: 'about',
    name: 'Responsible gaming',
    seo: seo(
      'Responsible gaming',
      'Tools to keep play fun: spend limits, time-outs and self-exclusion, and where to find free, confidential help.',
    ),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Responsible gaming', 'Lotteries and raffles should be fun. We help you keep them that way.'),
      text(
        'Our commitment',
        'We want every customer to enjoy playing within their means. You must be 18 or over to hold an account or buy a ticket, and we verify the age and identity of our customers. We never offer credit: you can only play with money you have deposited.',
      ),
      {
        kind: 'content_grid',
        heading: 'Tools in your account',
        items: [
          {
            title: 'Spend limits',
            body: 'Set a daily, weekly or monthly limit on what you spend. Lowering a limit applies immediately; raising it takes effect after a cooling-off period.',
            icon: 'limit',
          },
          {
            title: 'Deposit limits',
            body: 'Cap how much you can deposit into your account over a period.',
            icon: 'deposit',
          },
          {
            title: 'Take a break',
            body: 'Pause your account for a period of your choosing.',
            icon: 'pause',
          },
          {
            title: 'Close your account',
            body: 'You can close your account at any time from My Account, and any balance is returned to you.',
            icon: 'close',
          },
        ],
      },
      text(
        'Signs it may be time to take a break',
        '- Spending more than you can afford, or more than you planned\n- Chasing losses or borrowing money to play\n- Playing to escape problems, or feeling anxious when you are not playing\n- Hiding how much you play from family or friends',
      ),
      text(
        'Free, confidential help, 24/7',
        '- **Gambling Help Online**: call **1800 858 858** or chat at [gamblinghelponline.org.au](https://www.gamblinghelponline.org.au)\n- **Lifeline**: **13 11 14** for crisis support\n- **BetStop**, the National Self-Exclusion Register: [betstop.gov.au](https://www.betstop.gov.au)\n\nIf you are worried about someone else’s gambling, Gambling Help Online supports family and friends too.',
      ),
      {
        kind: 'banner',
        tone: 'info',
        body: 'Think! About your choices. Call Gambling Help on 1800 858 858 or visit gamblinghelponline.org.au',
      },
    ],
  },
  {
    path: '/about/privacy',
    template: 'about',
    name: 'Privacy policy',
    seo: seo('Privacy policy', 'How we collect, use, store and disclose your personal information.'),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Privacy policy', 'Last updated 1 July 2025'),
      text(
        null,
        'We are bound by the *Privacy Act 1988* (Cth) and the Australian Privacy Principles. This policy explains how we handle your personal information when you use our website, apps and services.',
      ),
      text(
        'What we collect',
        '- Identity and contact details: your name, date of birth, address, email address and phone number\n- Verification information needed to confirm your identity and age, such as a driver licence or passport number\n- Account and transaction details: tickets, deposits, withdrawals and prizes\n- Technical information: your IP address, device and browser details, and how you use our site',
      ),
      text(
        'Why we collect it',
        'We use your information to open and manage your account, sell you tickets and pay your prizes, verify your identity and age, meet our obligations under anti-money laundering and gaming laws, prevent fraud, provide support, and, if you agree, send you news and offers. You can opt out of marketing at any time.',
      ),
      text(
        'Who we share it with',
        'We share information only as needed with lottery operators and charities whose draws you enter, payment processors, identity verification services, our IT and hosting providers, and regulators or law enforcement where the law requires it. Some providers may store information outside Australia; when they do, we require them to protect it to the standard of the Australian Privacy Principles.',
      ),
      text(
        'Access, correction and complaints',
        'You can see and update most of your details in My Account, or ask us for a copy of the information we hold about you. If you have a privacy concern, contact our Privacy Officer at privacy@lottoshop.example. If you are not satisfied with our response, you may complain to the Office of the Australian Information Commissioner at [oaic.gov.au](https://www.oaic.gov.au).',
      ),
    ],
  },
  {
    path: '/about/cookie-policy',
    template: 'about',
    name: 'Cookie policy',
    seo: seo('Cookie policy', 'Which cookies we use, why, and how to change your choices.'),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Cookie policy'),
      text(
        null,
        'Cookies are small text files a website stores in your browser. We use them to keep you signed in, remember your cart and, with your consent, understand how our site is used.',
      ),
      {
        kind: 'two_column_grid',
        heading: 'The cookies we use',
        columns: [
          {
            heading: 'Essential cookies',
            format: 'markdown',
            body: 'Always on. They keep you signed in, hold your cart and session, remember your cookie choices and protect your account. The site cannot work without them.',
          },
          {
            heading: 'Non-essential cookies',
            format: 'markdown',
            body: 'Only with your consent. They measure visits and campaigns (for example the source of a visit) so we can improve the site and our marketing.',
          },
        ],
      },
      text(
        'Changing your choices',
        'You can accept all cookies or keep only the essential ones in the cookie banner. Your choice is remembered for a year, and you can change it at any time from the link in the footer. When you decline, we remove the non-essential cookies we have set. You can also block or delete cookies in your browser settings, although parts of the site may then stop working.',
      ),
    ],
  },
  {
    path: '/about/faq',
    template: 'about',
    name: 'Frequently asked questions',
    seo: seo(
      'Frequently asked questions',
      'Answers about accounts, buying tickets, draws, prizes and payments.',
    ),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Frequently asked questions'),
      {
        kind: 'accordion',
        heading: 'Your account',
        items: [
          {
            question: 'Who can open an account?',
            answer:
              'Anyone aged 18 or over who lives in Australia. Prizes are credited to your account straight away; we verify your identity before your first withdrawal, and before you buy more once your purchases pass the amount the site sets.',
          },
          {
            question: 'I forgot my password. What do I do?',
            answer:
              'Use the **Forgot password** link on the login page and we will email you a link to set a new one.',
          },
          {
            question: 'How do I close my account?',
            answer:
              'Go to My Account and choose **Close my account**. Any remaining balance is returned to you.',
          },
        ],
      },
      {
        kind: 'accordion',
        heading: 'Tickets and draws',
        items: [
          {
            question: 'When do ticket sales close?',
            answer:
              'Sales for each draw close shortly before the draw time shown on the ticket page. A ticket still in your cart when its draw closes is removed from the cart, and the cart tells you so; add it again for the next draw.',
          },
          {
            question: 'What is a System entry?',
            answer:
              'A System lets you pick more numbers than a standard game. It covers every combination of your numbers, so it costs the same as that many standard games.',
          },
          {
            question: 'Can I play the same numbers every draw?',
            answer:
              'Yes. Save them as favourite numbers and use them on your next ticket, or buy several draws in one ticket. We do not buy tickets for you automatically.',
          },
        ],
      },
      {
        kind: 'accordion',
        heading: 'Prizes and payments',
        items: [
          {
            question: 'How will I know if I have won?',
            answer:
              'We check every ticket against the official results and email you when you win. Your tickets in My Account show the result too.',
          },
          {
            question: 'How are prizes paid?',
            answer:
              'Prizes are credited to your account balance. You can play again with them or withdraw them to your Australian bank account.',
          },
          {
            question: 'Which payment methods can I use?',
            answer:
              'Visa, Mastercard and American Express cards, PayPal, Apple Pay, Google Pay and bank deposits. We never accept credit for play.',
          },
        ],
      },
      HELP_CTA,
    ],
  },
  {
    path: '/about/terms-and-conditions',
    template: 'about',
    name: 'Terms and conditions',
    seo: seo('Terms and conditions', 'The terms on which we sell lottery and raffle tickets.'),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Terms and conditions', 'Effective 1 July 2025'),
      text(
        '1. About these terms',
        'These terms apply whenever you buy a ticket from us. Each draw is also governed by the official rules of the lottery or raffle operator, which prevail if there is any inconsistency. Please read these terms together with our privacy policy and terms of use.',
      ),
      text(
        '2. Eligibility',
        'You must be at least 18 years old and a resident of Australia to open an account and buy tickets. You may hold one account only. We may ask you to verify your identity and may suspend an account until verification is complete.',
      ),
      text(
        '3. Buying tickets',
        'A purchase is complete when it appears in your account with a receipt. Prices are in Australian dollars and include GST and any service fee shown before you pay. Tickets cannot be cancelled or refunded once bought, except where the law requires or a draw is cancelled.',
      ),
      text(
        '4. Prizes',
        'We check tickets against the official results and credit prizes to your account, where you can play with them straight away. We verify your identity before you withdraw any money from your account. If we make an error in crediting a prize, we may correct it.',
      ),
      text(
        '5. Limits and self-exclusion',
        'You can set spend and deposit limits, take a break or close your account at any time. We may limit or close an account where we have concerns about gambling harm, fraud or a breach of these terms.',
      ),
      text(
        '6. Complaints',
        'Contact us first and we will try to resolve your complaint within 10 business days. If you are not satisfied, you may refer the matter to the regulator of the lottery or raffle concerned.',
      ),
    ],
  },
  {
    path: '/about/terms-of-use',
    template: 'about',
    name: 'Terms of use',
    seo: seo('Terms of use', 'The rules for using our website and apps.'),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Terms of use'),
      text(
        'Using this site',
        'By using this website you agree to these terms of use. You may use the site for your own personal, non-commercial purposes only. You must not attempt to interfere with its operation, access another customer’s account, or use automated means to buy tickets.',
      ),
      text(
        'Content and trade marks',
        'The content of this site, including text, graphics and logos, belongs to us or our licensors. Lottery and raffle names and logos belong to their operators and are used with permission.',
      ),
      text(
        'Accuracy of information',
        'We take care to show accurate draw dates, jackpots and results, but the official results published by the lottery or raffle operator prevail. Jackpot amounts are estimates until the draw closes.',
      ),
      text(
        'Liability',
        'To the extent the law allows, we are not liable for losses caused by interruptions to the site beyond our reasonable control. Nothing in these terms excludes rights you have under the Australian Consumer Law.',
      ),
    ],
  },
  {
    path: '/about/contact-us',
    template: 'contact',
    name: 'Contact us',
    seo: seo('Contact us', 'Call or email our Australian-based support team.'),
    subnavigationMenu: ABOUT_MENU,
    sections: [
      header('Contact us', 'We are here to help.'),
      {
        kind: 'two_column_grid',
        heading: null,
        columns: [
          {
            heading: 'Call us',
            format: 'markdown',
            body: '**1300 568 867**\n\nMonday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm (Sydney time).',
          },
          {
            heading: 'Email us',
            format: 'markdown',
            body: '[support@lottoshop.example](mailto:support@lottoshop.example)\n\nWe reply within one business day.',
          },
        ],
      },
      text(
        'Before you get in touch',
        'Many questions are answered in our [FAQ](/about/faq). If you are contacting us about a ticket, please have your account email and the draw number to hand.',
      ),
      text('Postal address', 'Lottoshop Customer Support\nPO Box 1234\nSydney NSW 2001'),
    ],
  },
];
