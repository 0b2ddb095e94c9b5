import { data } from 'react-router';

/** Any URL that no feature owns: the 404 page (rendered by the shell's error boundary), status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
