import { hasCapability, type ShellData } from '../../lib/shell-data.ts';

export type FooterLink = { label: string; to: string };

/** The full footer's support and legal links with their capability rules (spec 2 §2). */
export function supportLinks(shell: ShellData): FooterLink[] {
  const caps = shell.capabilities;
  const links: FooterLink[] = [{ label: 'Customer support', to: '/about/contact-us' }];
  links.push({ label: 'Privacy policy', to: '/about/privacy' });
  if (hasCapability(caps, 'cookie_consent'))
    links.push({ label: 'Cookie policy', to: '/about/cookie-policy' });
  // Terms of use replaces the about link when the site has it.
  if (hasCapability(caps, 'terms_of_use')) links.push({ label: 'Terms of use', to: '/about/terms-of-use' });
  else links.push({ label: 'About us', to: '/about' });
  links.push({ label: 'Terms and conditions', to: '/about/terms-and-conditions' });
  links.push({ label: 'FAQ', to: '/about/faq' });
  if (hasCapability(caps, 'blog')) links.push({ label: 'News', to: '/blog' });
  if (hasCapability(caps, 'responsible_gambling')) {
    links.push({ label: 'Responsible gambling', to: '/about/responsible-gaming' });
  }
  return links;
}

/** 'Play {name}' for each lottery sold online, and '{name} Results' for each lottery. */
export function productLinks(shell: ShellData): { play: FooterLink[]; results: FooterLink[] } {
  const lotteries = shell.products.filter((p) => p.kind === 'lottery');
  return {
    play: lotteries.filter((p) => p.soldOnline).map((p) => ({ label: `Play ${p.name}`, to: `/${p.key}` })),
    results: lotteries.map((p) => ({ label: `${p.name} Results`, to: `/${p.key}/results` })),
  };
}

/** The condensed footer: privacy, terms, responsible gambling if enabled. */
export function condensedLinks(shell: ShellData): FooterLink[] {
  const links: FooterLink[] = [
    { label: 'Privacy policy', to: '/about/privacy' },
    { label: 'Terms and conditions', to: '/about/terms-and-conditions' },
  ];
  if (hasCapability(shell.capabilities, 'responsible_gambling')) {
    links.push({ label: 'Responsible gambling', to: '/about/responsible-gaming' });
  }
  return links;
}
