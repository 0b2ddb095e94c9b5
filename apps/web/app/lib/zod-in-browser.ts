/**
 * zod (the forms' shared schemas from contracts) compiles its object parsers with `new Function` unless told
 * not to, and probes for it as soon as a schema is defined. The browser's Content-Security-Policy allows no
 * eval, so there that probe is a reported violation: in the browser zod runs `jitless`. root.tsx imports this
 * module first, because the page loads the route modules (root first) before the client entry. The server
 * keeps zod's compiled parsers.
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
