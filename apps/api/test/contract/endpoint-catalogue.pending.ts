/**
 * Routes the API still registers by hand rather than from the endpoint catalogue, while they move to it
 * (decision 074). The list only shrinks: a route moved to the catalogue leaves it, and no new route joins it.
 */
export const PENDING: readonly string[] = [];
