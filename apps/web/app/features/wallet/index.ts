/** The wallet area's face: reading an amount typed in dollars and the deposit that covers a shortfall. */
export { type AmountLimits, depositToCover } from './amount.ts';
