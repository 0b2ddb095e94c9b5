import type { ExclusionDto } from '@lottoshop/contracts/limits';
import { data, Form, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  loadExclusion,
  readExclusionForm,
  startExclusion,
} from '../features/responsible-play/exclusion.server.ts';
import { LimitNotice, SubmitButton } from '../features/responsible-play/limits-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.take-a-break';

/**
 * /my-account/take-a-break (protected, for every customer whatever the site's capabilities; issue 12 item 6): a break from play of
 * 24 hours to 6 weeks, or self-exclusion for 6 months, 1 year, 5 years or for good. While it runs the customer
 * cannot buy or deposit, but can log in, see their tickets and withdraw; it is never lifted early, only extended.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, []);
  const exclusion = await forSession(request, session, () => loadExclusion(session));
  return data({ exclusion, locale }, { headers: session.headers() });
}

type Answer = { notice?: string; error?: string; form?: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, []);
  const which = form.get('type') === 'self_exclusion' ? 'self_exclusion' : 'break';
  const read = readExclusionForm(form);
  if ('error' in read) {
    return data({ error: read.error, form: which } satisfies Answer, {
      status: 400,
      headers: session.headers(),
    });
  }
  return forSession(request, session, async () => {
    try {
      const { active } = await startExclusion(session, read.body);
      const until = active?.endsAt ? `until ${formatDateTime(active.endsAt, locale)}` : 'permanently';
      const notice =
        read.body.type === 'break'
          ? `Your break has started. You cannot buy tickets or deposit ${until}.`
          : `You have excluded yourself ${until}. You cannot buy tickets or deposit.`;
      return data({ notice } satisfies Answer, { headers: session.headers() });
    } catch (err) {
      if (!isApiError(err) || err.status >= 500 || err.status === 401 || err.status === 403) throw err;
      const message = err.messages[0]?.message ?? err.fields.duration?.[0] ?? err.message;
      return data({ error: message, form: which } satisfies Answer, {
        status: err.status,
        headers: session.headers(),
      });
    }
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Take a break', siteNameFrom(matches)) }];
}

function ExclusionForm({
  type,
  durations,
  heading,
  intro,
  submitLabel,
  error,
}: {
  type: 'break' | 'self_exclusion';
  durations: ExclusionDto['breakDurations'];
  heading: string;
  intro: string;
  submitLabel: string;
  error?: string | undefined;
}) {
  const id = (name: string) => `${type}-${name}`;
  return (
    <section aria-labelledby={id('heading')} className="mt-10 rounded-theme border border-mono/15 p-6">
      <h2 id={id('heading')} className="text-xl font-bold text-theme-primary">
        {heading}
      </h2>
      <p className="mt-2 text-mono/80">{intro}</p>
      <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="type" value={type} />
        <div>
          <label htmlFor={id('duration')} className="block text-sm font-semibold">
            How long
          </label>
          <select
            id={id('duration')}
            name="duration"
            className="mt-1 rounded-theme border border-mono/30 px-3 py-2"
            aria-describedby={error ? id('error') : undefined}
          >
            {durations.map((d) => (
              <option key={d.duration} value={d.duration}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="understood" value="yes" className="mt-1" />
          <span>
            I understand that I cannot buy tickets or deposit until it ends, and that it cannot be lifted
            early.
          </span>
        </label>
        {error ? (
          <p id={id('error')} role="alert" className="text-sm font-semibold text-error">
            {error}
          </p>
        ) : null}
        <div>
          <SubmitButton intent={type}>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export default function TakeABreak({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { exclusion, locale } = loaderData;
  const active = exclusion.active;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Take a break</h1>
      <p className="mt-2 mb-8 text-mono/80">
        If you want time away from play, take a break or exclude yourself. While it runs you can still log in,
        see your tickets and withdraw, but you cannot buy tickets or deposit. It cannot be lifted early.
      </p>
      <LimitNotice notice={answer?.notice} />
      {active ? (
        <p
          className="rounded-theme border-l-4 border-warning bg-warning/10 p-3 font-semibold"
          data-testid="exclusion-active"
        >
          {active.type === 'break' ? 'You are taking a break from play' : 'You have excluded yourself'}{' '}
          {active.endsAt ? `until ${formatDateTime(active.endsAt, locale)}` : 'permanently'}.
        </p>
      ) : null}
      {active?.endsAt === null ? null : (
        <>
          <ExclusionForm
            type="break"
            durations={exclusion.breakDurations}
            heading={active ? 'Extend your break' : 'Take a break'}
            intro="A break of 24 hours to 6 weeks."
            submitLabel="Take a break"
            error={answer?.form === 'break' ? answer.error : undefined}
          />
          <ExclusionForm
            type="self_exclusion"
            durations={exclusion.selfExclusionDurations}
            heading="Self-exclusion"
            intro="Exclude yourself for 6 months, 1 year, 5 years or permanently."
            submitLabel="Exclude myself"
            error={answer?.form === 'self_exclusion' ? answer.error : undefined}
          />
        </>
      )}
    </div>
  );
}
