/** Serialises payloads for the wire: snake_case keys (with the Numbers/Powerball/Favourites exception). */
import { keysToSnake } from '@lottoshop/contracts/casing';

/** bigint (money in minor units) goes out as a JSON number while it is exact, else as a string. */
function replaceBigint(_key: string, value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

export function toWireJson(payload: unknown): string {
  return JSON.stringify(keysToSnake(payload), replaceBigint);
}
