/** One page of a list, as list queries return it; the API turns it into `result` plus `page_info`. */
export type Page<T> = { items: T[]; total: number; limit: number; offset: number };
