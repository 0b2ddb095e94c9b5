/**
 * /my-account/login-and-security's view: two-factor authentication with an authenticator app (set up with a QR
 * code rendered on the server and the key as text, confirmed with a first code) or with codes e-mailed to the
 * customer's (masked) address (a first code sent, 'Resend code' after 60 seconds), turned off with a code; every
 * session of the customer, each with 'Log out', and 'Log out everywhere'; the two-factor modal when a sensitive
 * action needs a code.
 */
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AccountBreadcrumb } from '../../components/shell/account-breadcrumb.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { ElevationModal } from './elevation-modal.tsx';
import { OtpField } from './otp-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import type { SecurityActionResult } from './security-page.server.ts';
import type { loadAuthenticatorSetup, loadSessions, loadTwoFactorConfig } from './two-factor.server.ts';

export type SecurityPageData = {
  twoFactor: Awaited<ReturnType<typeof loadTwoFactorConfig>>;
  setup: Awaited<ReturnType<typeof loadAuthenticatorSetup>> | null;
  sessions: Awaited<ReturnType<typeof loadSessions>>;
};

const BUTTON =
  'rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90 disabled:opacity-60';
const OUTLINE =
  'rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-theme-tertiary';

function SubmitButton({
  intent,
  children,
  outline = false,
}: {
  intent: string;
  children: string;
  outline?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} className={outline ? OUTLINE : BUTTON} disabled={busy}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

function CopyKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ml-3 text-sm font-semibold text-action-secondary underline"
        onClick={() => {
          void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
        }}
      >
        Copy key
      </button>
      <span role="status" className="ml-2 text-sm text-success">
        {copied ? TWO_FACTOR_MESSAGES.keyCopied : ''}
      </span>
    </>
  );
}

export function SecurityPage({ loaderData }: { loaderData: SecurityPageData }) {
  const actionData = useActionData() as SecurityActionResult | undefined;
  const { twoFactor, setup, sessions } = loaderData;
  const since = twoFactor.config.since;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Login and security</h1>
      {actionData?.notice ? (
        <p
          role="status"
          className="mt-4 rounded-theme bg-success/10 p-4 font-semibold"
          data-testid="security-notice"
        >
          {actionData.notice}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-theme bg-error/5 p-4 font-semibold text-error">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="two-factor-heading" className="mt-8 rounded-theme border border-mono/15 p-6">
        <h2 id="two-factor-heading" className="text-xl font-bold text-theme-primary">
          Two-factor authentication
        </h2>
        {twoFactor.status === 'enabled' ? (
          <>
            <p className="mt-2" data-testid="two-factor-status">
              {twoFactor.config.method === 'email'
                ? `On with codes e-mailed to ${twoFactor.config.identifier ?? 'your address'}`
                : 'On with an authenticator app'}
              {since ? ` since ${formatDateTime(since)}` : ''}. You are asked for a code when you log in and
              before changes to your account.
            </p>
            <Form method="post" className="mt-4">
              <SubmitButton intent="turn-off" outline>
                Turn off two-factor authentication
              </SubmitButton>
            </Form>
          </>
        ) : setup ? (
          <>
            <p className="mt-2" data-testid="two-factor-status">
              Almost done: add this account to your authenticator app, then enter the code it shows.
            </p>
            <ol className="mt-4 list-decimal space-y-4 pl-6">
              <li>
                Scan this QR code with your authenticator app:
                <div
                  role="img"
                  aria-label="QR code for your authenticator app"
                  className="mt-2 w-48 bg-white"
                  // The SVG is made by the server from the otpauth URI (qrcode), never from customer input.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered QR code SVG
                  dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
                />
              </li>
              <li>
                Or type this key into the app:{' '}
                <code
                  className="break-all rounded bg-mono/10 px-2 py-1 font-mono"
                  data-testid="authenticator-secret"
                >
                  {setup.secret}
                </code>
                <CopyKey secret={setup.secret} />
              </li>
              <li>
                <Form method="post" noValidate className="space-y-3">
                  <input type="hidden" name="intent" value="confirm-authenticator" />
                  <OtpField
                    label="Code from your app"
                    error={actionData?.confirmError}
                    locked={actionData?.confirmLocked === true}
                  />
                  <button type="submit" className={BUTTON} disabled={actionData?.confirmLocked === true}>
                    Turn on two-factor authentication
                  </button>
                </Form>
              </li>
            </ol>
          </>
        ) : twoFactor.status === 'pending' && twoFactor.config.method === 'email' ? (
          <>
            <p className="mt-2" data-testid="two-factor-status">
              Almost done: {TWO_FACTOR_MESSAGES.emailed(twoFactor.config.identifier ?? 'your address')}
            </p>
            <Form method="post" noValidate className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="confirm-email" />
              <OtpField
                label="Code from the e-mail"
                error={actionData?.confirmError}
                locked={actionData?.confirmLocked === true}
              />
              <button type="submit" className={BUTTON} disabled={actionData?.confirmLocked === true}>
                Turn on two-factor authentication
              </button>
            </Form>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <Form method="post">
                <input type="hidden" name="intent" value="resend-email-code" />
                <ResendCodeButton
                  type="submit"
                  locked={actionData?.confirmLocked === true}
                  key={actionData?.notice ?? 'first'}
                />
              </Form>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="start-authenticator"
                  className="font-semibold text-action-secondary underline"
                >
                  Use an authenticator app instead
                </button>
              </Form>
            </div>
          </>
        ) : (
          <>
            <p className="mt-2" data-testid="two-factor-status">
              Off. Protect your account with a code each time you log in: from an authenticator app, or sent
              to your e-mail address.
            </p>
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <SubmitButton intent="start-authenticator">Set up an authenticator app</SubmitButton>
              <SubmitButton intent="start-email" outline>
                Get codes by e-mail
              </SubmitButton>
            </Form>
          </>
        )}
      </section>

      <section aria-labelledby="sessions-heading" className="mt-8 rounded-theme border border-mono/15 p-6">
        <h2 id="sessions-heading" className="text-xl font-bold text-theme-primary">
          Where you're logged in
        </h2>
        <ul className="mt-4 divide-y divide-mono/15" data-testid="session-list">
          {sessions.map((s) => (
            <li
              key={s.sessionId}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="session"
            >
              <div>
                <p className="font-semibold">
                  {s.userAgent ?? 'Unknown browser'}
                  {s.current ? (
                    <span
                      className="ml-2 rounded bg-theme-tertiary px-2 py-0.5 text-sm"
                      data-testid="this-device"
                    >
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-mono/80">
                  Logged in {formatDateTime(s.createdAt)} · last active {formatDateTime(s.lastUsedAt)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="sessionId" value={s.sessionId} />
                <input type="hidden" name="current" value={String(s.current)} />
                <button type="submit" name="intent" value="end-session" className={OUTLINE}>
                  Log out<span className="sr-only"> of this session</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4">
          <SubmitButton intent="logout-everywhere">Log out everywhere</SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="break-heading" className="mt-10">
        <h2 id="break-heading" className="text-xl font-bold text-theme-primary">
          Time away from play
        </h2>
        <p className="mt-2">
          <Link to="/my-account/take-a-break" className="font-semibold text-action-secondary underline">
            Take a break or exclude yourself
          </Link>{' '}
          — you can still log in, see your tickets and withdraw.
        </p>
      </section>
      {actionData?.elevation ? (
        <ElevationModal key={actionData.elevation.id} state={actionData.elevation} />
      ) : null}
    </div>
  );
}
