/** A game line on the wire (its rules, zod-free for the browser bundle, are in game-rules.ts). */
import { z } from 'zod';

/**
 * One game (line). Keys are kept as written on the wire (spec 1 §5): `Numbers` are the main numbers,
 * `Powerball` the bonus barrel's numbers (present only for games with a bonus barrel).
 */
export const GameLineDto = z.object({
  Numbers: z.array(z.number().int()),
  Powerball: z.array(z.number().int()).optional(),
  /** Super Combos (`mega_combo`): the favourites in every generated game; `Numbers` are spread over the games. */
  Favourites: z.array(z.number().int()).optional(),
});
export type GameLineDto = z.infer<typeof GameLineDto>;

/** A line as the play screen sends it: numbers picked so far; `quickPick` asks the server to fill the rest. */
export const GameLineInput = z.object({
  Numbers: z.array(z.number().int()).max(100).default([]),
  Powerball: z.array(z.number().int()).max(100).optional(),
  Favourites: z.array(z.number().int()).max(100).optional(),
  quickPick: z.boolean().optional(),
});
export type GameLineInput = z.infer<typeof GameLineInput>;
