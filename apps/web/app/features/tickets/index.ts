/** The tickets area's face: the words for a ticket's draws, which the cart shows too. */
export { AUTOPLAY_NOTE, dayPlanText, drawNumbersText } from './draw-run.ts';
