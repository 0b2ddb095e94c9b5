-- The features the shop has not built are switched off on an existing site too (a fresh site is seeded so):
-- recurring purchases, syndicates, group play, vouchers, chat, feedback, the notification bell, the cookie
-- consent banner and the region selector. Turning one back on is a row update once its pages and calls exist.
UPDATE "capabilities" SET "enabled_on_site" = false
WHERE "key" IN (
  'autoplay', 'autoplay_manage', 'combined_recurring_purchases', 'subscription_manage',
  'syndicates', 'social-syndicates', 'vouchers',
  'customer_chat', 'feedback', 'notifications_feed', 'cookie_consent', 'sub_variants'
);--> statement-breakpoint
-- The demo's about pages said what the shop does not do. Each sentence is replaced only where it still reads as
-- seeded, so a page an operator has rewritten is left alone.
UPDATE "pages" SET "sections" = replace(replace(replace("sections"::text,
  'Prizes are credited to your account automatically, and we email you to say you have won. Large prizes are paid directly by bank transfer after we confirm your identity.',
  'Prizes are credited to your account automatically and you can play with them straight away; we email you to say you have won. We confirm your identity before your first withdrawal to your bank.'),
  'Customers must be 18 or over, and we verify the identity of every customer before paying a prize.',
  'Customers must be 18 or over, and we verify the identity of every customer before they withdraw money.'),
  ' (see our [cookie policy](/about/cookie-policy))', '')::jsonb
WHERE "path" IN ('/about', '/about/privacy');--> statement-breakpoint
UPDATE "pages" SET "sections" = replace(replace(replace(replace("sections"::text,
  'Anyone aged 18 or over who lives in Australia. We verify your identity before paying a prize or a withdrawal.',
  'Anyone aged 18 or over who lives in Australia. Prizes are credited to your account straight away; we verify your identity before your first withdrawal, and before you buy more once your purchases pass the amount the site sets.'),
  'Sales for each draw close shortly before the draw time shown on the ticket page. After that your ticket goes into the next draw you choose.',
  'Sales for each draw close shortly before the draw time shown on the ticket page. A ticket still in your cart when its draw closes is removed from the cart, and the cart tells you so; add it again for the next draw.'),
  'Yes. Save them as favourite numbers, or set up Autoplay to buy your ticket for every draw automatically.',
  'Yes. Save them as favourite numbers and use them on your next ticket, or buy several draws in one ticket. We do not buy tickets for you automatically.'),
  'Visa, Mastercard, PayPal, Apple Pay, Google Pay and bank deposits.',
  'Visa, Mastercard and American Express cards, PayPal, Apple Pay, Google Pay and bank deposits.')::jsonb
WHERE "path" = '/about/faq';--> statement-breakpoint
UPDATE "pages" SET "sections" = replace(replace("sections"::text,
  'These terms apply whenever you buy a ticket, share or membership from us.',
  'These terms apply whenever you buy a ticket from us.'),
  'We check tickets against the official results and credit prizes to your account. Prizes above the amount shown in your account are paid by bank transfer after identity checks.',
  'We check tickets against the official results and credit prizes to your account, where you can play with them straight away. We verify your identity before you withdraw any money from your account.')::jsonb
WHERE "path" = '/about/terms-and-conditions';--> statement-breakpoint
UPDATE "pages" SET "sections" = replace("sections"::text,
  'Pause your account for a period of your choosing. Autoplays and subscriptions are paused too.',
  'Pause your account for a period of your choosing.')::jsonb
WHERE "path" = '/about/responsible-gaming';--> statement-breakpoint
UPDATE "pages" SET "seo" = replace("seo"::text,
  'Call, email or chat with our Australian-based support team.',
  'Call or email our Australian-based support team.')::jsonb
WHERE "path" = '/about/contact-us';
