/** Field paths in error bodies follow the wire casing: `items.0.numDraws` -> `items.0.num_draws`. */
import { camelToSnake, isPreservedKey } from '@lottoshop/contracts/casing';

export function fieldPathToWire(segments: readonly string[]): string {
  const out: string[] = [];
  let preserved = false;
  for (const segment of segments) {
    out.push(preserved || isPreservedKey(segment) ? segment : camelToSnake(segment));
    if (isPreservedKey(segment)) preserved = true;
  }
  return out.join('.');
}

/** `/items/0/numDraws` (a validation instancePath) -> ['items', '0', 'numDraws']. */
export function splitInstancePath(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}
