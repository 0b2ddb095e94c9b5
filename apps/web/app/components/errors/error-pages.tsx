import { Link } from 'react-router';

/** Error pages with the wording of spec 2 §2. */
type Wording = { heading: string; body: string[] };

/**
 * A request the shop cannot take (a 4xx other than 404, 418 and 429, e.g. a post that is not a form): not
 * the server's fault, so not the 500 wording; a short page like the 404 page that says what to do next.
 */
export function isClientErrorPage(status: number): boolean {
  return status >= 400 && status < 500 && status !== 404 && status !== 418 && status !== 429;
}

const CLIENT_ERROR_LINES: Record<number, string> = {
  400: "We couldn't read what was sent. Please go back, check the form and try again.",
  403: 'This request came from another website, so it was not carried out. Please go back and try again from the page.',
  405: "This page can't take that kind of request. Please go back and use the form on the page.",
  413: 'What was sent is larger than any form on this site accepts. Please go back and use the form on the page.',
  415: "What was sent isn't a form this page can read. Please go back and use the form on the page.",
};

export function statusWording(status: number): Wording {
  if (isClientErrorPage(status)) {
    return {
      heading: 'Something went wrong.',
      body: [CLIENT_ERROR_LINES[status] ?? "We couldn't handle that request. Please go back and try again."],
    };
  }
  if (status === 418) {
    return {
      heading: "It's not you, it's us!",
      body: [
        'There are currently no products available, please check back later. Thank you for being patient.',
      ],
    };
  }
  if (status === 503) {
    return {
      heading: "There's a spanner in the works!",
      body: ["We'll be up and running again soon after this scheduled maintenance."],
    };
  }
  return {
    heading: "It's not you, it's us!",
    body: ['We are experiencing large load times on our server. Thank you for being patient.'],
  };
}

function Frame({ code, children }: { code?: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby="error-heading" className="mx-auto w-full max-w-2xl py-12 text-center sm:py-20">
      {code ? (
        <p className="text-sm font-semibold tracking-widest text-action-secondary uppercase">Error {code}</p>
      ) : null}
      {children}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <Frame>
      <h1 id="error-heading" className="mt-2 text-3xl text-theme-primary sm:text-4xl">
        Something went wrong.
      </h1>
      <p className="mt-4 text-lg">It's looking like you may have taken a wrong turn.</p>
      <p className="mt-6">
        <Link
          to="/"
          className="font-semibold text-action-secondary underline underline-offset-4 hover:no-underline"
        >
          Try heading home and finding your bearing.
        </Link>
      </p>
    </Frame>
  );
}

export function StatusErrorPage({ status }: { status: number }) {
  if (status === 404) return <NotFoundPage />;
  const { heading, body } = statusWording(status);
  return (
    <Frame code={status}>
      <h1 id="error-heading" className="mt-2 text-3xl text-theme-primary sm:text-4xl">
        {heading}
      </h1>
      {body.map((line) => (
        <p key={line} className="mt-4 text-lg">
          {line}
        </p>
      ))}
      {isClientErrorPage(status) ? (
        <p className="mt-6">
          <Link
            to="/"
            className="font-semibold text-action-secondary underline underline-offset-4 hover:no-underline"
          >
            Go to the homepage
          </Link>
        </p>
      ) : null}
    </Frame>
  );
}

/** Render errors: the runtime fallback. Its state resets on navigation (the route boundary remounts). */
export function RuntimeFallback() {
  return (
    <Frame>
      <h1 id="error-heading" className="mt-2 text-3xl text-theme-primary sm:text-4xl">
        It's not you, it's us!
      </h1>
      <p className="mt-4 text-lg">Looks like something went wrong on our end.</p>
      <p className="mt-2">
        Please try reloading or go back to the{' '}
        <Link to="/" className="font-semibold text-action-secondary underline underline-offset-4">
          Homepage
        </Link>
        .
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 inline-flex items-center rounded-theme bg-action-primary px-6 py-3 font-semibold text-white shadow-theme hover:brightness-110"
      >
        Reload page
      </button>
    </Frame>
  );
}
