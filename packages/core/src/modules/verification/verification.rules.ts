/** Pure rules of verification: how names are compared. */

/** A name for matching: letters only, lower case, accents dropped ("O'Brien-Smith" and "obrien smith" match). */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/** First and last name as one key. */
export const nameKey = (firstname: string, lastname: string): string =>
  `${normaliseName(firstname)}|${normaliseName(lastname)}`;
