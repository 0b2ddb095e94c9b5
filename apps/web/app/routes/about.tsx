import type { CapabilityKey } from '@lottoshop/contracts/capabilities';
import { loadContentPage } from '../features/content/content.server.ts';
import { Sections } from '../features/content/sections.tsx';
import { ABOUT_PAGE_CAPABILITY } from '../lib/about-pages.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/about';

/** The about pages (/about, /about/privacy, ...): content sections from the content service by path. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
  const capability = ABOUT_PAGE_CAPABILITY[path];
  const { capabilities, config } = await loadPageContext(request);
  if (capability) requireCapability(capabilities, capability as CapabilityKey);
  return { page: await loadContentPage(path, { siteCapabilities: config.siteCapabilities }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return [];
  const tags: { title?: string; name?: string; content?: string }[] = [
    { title: pageTitle(page.seoTitle, siteNameFrom(matches)) },
  ];
  if (page.seoDescription) tags.push({ name: 'description', content: page.seoDescription });
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex,nofollow' });
  return tags;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const { page } = loaderData;
  const hasHeader = page.sections[0]?.kind === 'page_header';
  return (
    <article className="pb-8">
      {hasHeader ? null : (
        <header className="-mx-4 bg-theme-tertiary px-4 py-10">
          <h1 className="mx-auto max-w-3xl text-3xl text-theme-primary sm:text-5xl">{page.name}</h1>
        </header>
      )}
      {page.subnavigation.length > 0 ? (
        <nav aria-label="In this section" className="mx-auto my-6 w-full max-w-3xl">
          <ul className="flex flex-wrap gap-2 text-sm">
            {page.subnavigation.map((l) => (
              <li key={l.url}>
                <a
                  href={l.url}
                  className="inline-block rounded-full bg-theme-tertiary px-3 py-1 hover:underline"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8">
        <Sections sections={page.sections} locale={shell?.site.siteLocale ?? 'en-AU'} />
      </div>
    </article>
  );
}
