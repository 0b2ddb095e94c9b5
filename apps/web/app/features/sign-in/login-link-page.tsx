/**
 * The login link pages' view: 'Verifying Automatic Login' with a form that posts the token (by itself once the
 * page runs in a browser, or with its button), or the code step when two-factor is on.
 */
import { AUTOLOGIN_MESSAGES } from '@lottoshop/contracts/autologin';
import { useEffect, useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { pageTitle, siteNameFrom } from '../../lib/meta.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { codeStepIntro, OtpStep } from './auth-forms.tsx';
import type { AuthFormResult } from './auth-steps.ts';

export function loginLinkPageMeta({ matches }: { matches: Parameters<typeof siteNameFrom>[0] }) {
  return [{ title: pageTitle(AUTOLOGIN_MESSAGES.verifying, siteNameFrom(matches)) }];
}

export function LoginLinkPage({ loaderData }: { loaderData: { redirectTo: string } }) {
  const step = useActionData() as AuthFormResult | undefined;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Once the page runs in a browser (not a link scanner), it verifies the link by itself.
  useEffect(() => {
    if (hydrated && !step) form.current?.requestSubmit();
  }, [hydrated, step]);
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="login-heading" className="text-3xl font-extrabold text-theme-primary">
        {step ? 'Log in' : AUTOLOGIN_MESSAGES.verifying}
      </h1>
      {step ? (
        <>
          <p className="mt-2 mb-8 text-mono/80">{codeStepIntro(step)}</p>
          <OtpStep key="2fa" state={step} redirectTo={loaderData.redirectTo} />
        </>
      ) : (
        <Form method="post" ref={form} className="mt-6" aria-labelledby="login-heading">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <p role="status">Checking your link and signing you in…</p>
          <button
            type="submit"
            className="mt-6 rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:opacity-90"
          >
            Continue
          </button>
        </Form>
      )}
    </div>
  );
}
