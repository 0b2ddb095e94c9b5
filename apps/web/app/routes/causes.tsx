import { data, Link } from 'react-router';
import { loadCauses } from '../features/raffles/raffles.server.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/causes';

/** /causes (causes directory capability): the charities the shop's raffles support. */
export async function loader({ request }: Route.LoaderArgs) {
  const { visitor, capabilities } = await loadPageContext(request);
  requireCapability(capabilities, 'causes_directory');
  try {
    return { causes: await loadCauses(visitor.identity) };
  } catch {
    throw data(null, { status: 502 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Causes', siteNameFrom(matches)) }];
}

export default function Causes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Causes we support</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {loaderData.causes.map((c) => (
          <li key={c.key} className="relative rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/5">
            <h2 className="text-lg font-bold text-theme-primary">
              <Link to={`/causes/${c.urlSlug}`} className="after:absolute after:inset-0 hover:underline">
                {c.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-mono/80">{c.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
