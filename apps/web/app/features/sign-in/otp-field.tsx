import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { normaliseOtp, OTP_LENGTH, TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { type ClipboardEvent, type FormEvent, useRef } from 'react';
import { FieldMessages, fieldIds } from '../../components/forms/form-field.tsx';

/**
 * The one-time code input (spec 2 §5): 6 digits, numbers only. Typing keeps only digits; a paste is trimmed to
 * its first 6 digits; the form submits itself once 6 digits are in. Locked: the input is disabled under the
 * 'Account locked' alert. Without JavaScript it is a plain field and the server applies the same rules.
 */
export function OtpField({
  error,
  locked = false,
  label = 'Authentication code',
}: {
  error?: string | undefined;
  locked?: boolean;
  label?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const name = 'otp';
  const { id, errorId } = fieldIds(name);

  function settle(input: HTMLInputElement, value: string) {
    input.value = value;
    if (value.length === OTP_LENGTH) input.form?.requestSubmit();
  }
  function onInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const digits = input.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (digits !== input.value || digits.length === OTP_LENGTH) settle(input, digits);
  }
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    settle(event.currentTarget, normaliseOtp(event.clipboardData.getData('text')));
  }

  return (
    <div>
      {locked ? (
        <div
          role="alert"
          className="mb-4 rounded-theme border-l-4 border-error bg-error/5 p-4"
          data-testid="2fa-locked"
        >
          <p className="font-bold text-error">{TWO_FACTOR_MESSAGES.lockedTitle}</p>
          <p className="mt-1">{TWO_FACTOR_MESSAGES.locked}</p>
        </div>
      ) : null}
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        required
        disabled={locked}
        onInput={onInput}
        onPaste={onPaste}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : `${id}-hint`}
        className="mt-1 block w-48 rounded-theme border border-mono/30 bg-white px-3 py-2 text-center font-mono text-2xl tracking-[0.4em] aria-[invalid=true]:border-error disabled:bg-mono/10"
      />
      {error ? null : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-mono/70">
          {FORM_MESSAGES.otpLength}
        </p>
      )}
      <FieldMessages name={name} error={error} />
    </div>
  );
}
