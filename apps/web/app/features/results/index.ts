/** The results area's face: the drawn numbers as balls, which a ticket shows too. */
export { BallRow, DrawnNumbers, NumberBall } from './number-balls.tsx';
