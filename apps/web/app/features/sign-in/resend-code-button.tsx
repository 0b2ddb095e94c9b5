import { EMAIL_CODE_RESEND_SECONDS, TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { type ButtonHTMLAttributes, useEffect, useState } from 'react';

/**
 * The 'Resend code' button of e-mailed codes (spec 2 §9): once the page runs, it stays disabled for 60 seconds
 * after a code was sent, counting down; locked, it is disabled. Without JavaScript it is a plain button and the
 * server refuses a resend within the minute with its message.
 */
export function ResendCodeButton({
  locked = false,
  className,
  ...button
}: { locked?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const [wait, setWait] = useState<number | null>(null);
  useEffect(() => {
    const until = Date.now() + EMAIL_CODE_RESEND_SECONDS * 1000;
    const tick = () => setWait(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  const waiting = wait !== null && wait > 0;
  return (
    <button
      {...button}
      className={
        className ??
        'font-semibold text-action-secondary underline disabled:cursor-not-allowed disabled:text-mono/60 disabled:no-underline'
      }
      disabled={locked || waiting || button.disabled}
      data-testid="resend-code"
    >
      {TWO_FACTOR_MESSAGES.resend}
      {waiting ? ` (${wait} s)` : ''}
    </button>
  );
}
