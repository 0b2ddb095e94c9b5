import { describe, expect, it } from 'vitest';
import { countInSources } from '../test/source-counts.ts';

/**
 * The web calls the API only through the catalogue's typed client (`call` in api-client.server.ts, decision 074):
 * no code of the web app calls `callApi` itself except the client.
 */
const CLIENT_FILES = new Set(['lib/api.server.ts', 'lib/api-client.server.ts']);

describe("the web's calls of the API", () => {
  it('go through the typed client of the endpoint catalogue', () => {
    const { byFile } = countInSources(/\bcallApi\s*[<(]/g, CLIENT_FILES);
    expect(byFile).toEqual([]);
  });
});
