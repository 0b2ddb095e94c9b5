import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { FormError } from '../../components/forms/form-field.tsx';
import { AddressFields, BirthAndPhoneFields, NameFields } from '../sign-in/index.ts';
import { DETAILS_PATH } from './details-path.ts';

type DetailsLoad = { details: Record<string, string | null>; states: string[] };
type DetailsRefusal = {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
};

/**
 * The details in a modal (spec 2 §2: the banner's 'Update' opens the details as a modal with the
 * `account_details_manage` capability): the details page's own loader and action, through fetchers, so the
 * rules and messages are the page's. Saved, the action goes back to the page the customer was on with the
 * 'details updated' notice. Close or Escape leaves everything as it was.
 */
export function DetailsModal({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const load = useFetcher<DetailsLoad>();
  const save = useFetcher<DetailsRefusal>();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load.state === 'idle' && !load.data) load.load(DETAILS_PATH);
  }, [load]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    if (load.data) dialogRef.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
  }, [load.data]);

  const refused = save.data;
  const values = refused?.values ?? load.data?.details ?? {};
  const errors = refused?.fieldErrors ?? {};
  const busy = save.state !== 'idle';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="details-modal-title"
        className="my-8 w-full max-w-[700px] rounded-theme bg-white p-6 shadow-xl"
        data-testid="details-modal"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="details-modal-title" className="text-xl font-extrabold text-theme-primary">
            My details
          </h2>
          <button type="button" onClick={onClose} className="font-semibold text-action-secondary underline">
            Close
          </button>
        </div>
        {load.data ? (
          <save.Form method="post" action={DETAILS_PATH} noValidate className="mt-4 space-y-5">
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <FormError message={refused?.formError} />
            <NameFields values={values} errors={errors} />
            <BirthAndPhoneFields values={values} errors={errors} />
            <AddressFields values={values} errors={errors} states={load.data.states} />
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
            >
              {busy ? 'Please wait…' : 'Save details'}
            </button>
          </save.Form>
        ) : (
          <p role="status" className="mt-4">
            Loading your details…
          </p>
        )}
      </div>
    </div>
  );
}
