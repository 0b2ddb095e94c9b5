import type { ReactNode } from 'react';

/**
 * A labelled form control with its error next to it: the control is aria-invalid and described by the
 * error (or by its hint when there is no error).
 */
export type FieldProps = {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  defaultValue?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  readOnly?: boolean;
};

const CONTROL =
  'mt-1 block w-full rounded-theme border border-mono/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-error';

export function fieldIds(name: string) {
  const id = `field-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(name: string, error: string | undefined, hint: string | undefined): string | undefined {
  const { errorId, hintId } = fieldIds(name);
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({
  name,
  error,
  hint,
}: {
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { errorId, hintId } = fieldIds(name);
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-mono/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-error" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField(props: FieldProps) {
  const { name, label, error, hint, type = 'text', required = true } = props;
  const { id } = fieldIds(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? null : <span className="font-normal text-mono/70"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={CONTROL}
      />
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  options,
  defaultValue,
  autoComplete,
}: {
  name: string;
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  autoComplete?: string;
}) {
  const { id } = fieldIds(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, undefined)}
        className={CONTROL}
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  error,
  defaultChecked,
  required = false,
  children,
}: {
  name: string;
  error?: string | undefined;
  defaultChecked?: boolean | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const { id } = fieldIds(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          defaultChecked={defaultChecked ?? false}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, undefined)}
          className="mt-1 size-5 shrink-0 accent-action-secondary"
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldMessages name={name} error={error} />
    </div>
  );
}

/** The first general message of a failed post, at the top of the form. */
export function FormError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-theme border-l-4 border-error bg-error/5 p-4 font-semibold text-error"
    >
      {message}
    </div>
  );
}
