import { Link } from 'react-router';

const LINK = 'text-action-secondary hover:underline';

/** The trail above an account page's heading: "My account", then `parent` when the page sits below a list. */
export function AccountBreadcrumb({ parent }: { parent?: { to: string; label: string } }) {
  return (
    <p className="text-sm">
      <Link to="/my-account" className={LINK}>
        My account
      </Link>
      {parent ? (
        <>
          {' '}
          /{' '}
          <Link to={parent.to} className={LINK}>
            {parent.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}
