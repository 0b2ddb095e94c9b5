/** Country codes as a trusted proxy sends them (CF-IPCountry, X-Country-Code). */
const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });

/** The English name of an alpha-2 country code, or undefined for anything that is not a country. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  // Cloudflare's XX (unknown) and T1 (Tor) and the user-assigned range are not countries.
  if (code === 'XX' || code === 'ZZ' || /^(AA|Q[M-Z]|X[A-Z])$/.test(code)) return undefined;
  try {
    const name = regionNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
