/**
 * A use-case written as steps, each with the compensation that undoes it (Vendure's and Medusa's checkout shape).
 * The steps run in order in one database transaction; if one fails (or the commit does), the transaction rolls
 * back whatever the steps wrote in the database, and then the compensations of the steps that had completed run
 * in reverse order, outside it, for what a rollback cannot undo: a hold at a payment gateway, a hold committed
 * by an earlier transaction. A compensation must be idempotent and must do nothing when there is nothing to undo.
 */
import { type Ctx, inTransaction } from '../use-case.ts';

export type Step<S> = {
  name: string;
  /**
   * Does the step's work in the transaction; answers 'stop' when the use-case is complete without later steps
   * (anything else goes on to the next step).
   */
  run(tx: Ctx, state: S): Promise<unknown>;
  compensate?(ctx: Ctx, state: S): Promise<void>;
};

export async function runSteps<S>(ctx: Ctx, steps: readonly Step<S>[], state: S): Promise<S> {
  const completed: Step<S>[] = [];
  try {
    await inTransaction(ctx, async (tx) => {
      for (const step of steps) {
        const outcome = await step.run(tx, state);
        completed.push(step);
        if (outcome === 'stop') return;
      }
    });
    return state;
  } catch (error) {
    for (const step of completed.reverse()) {
      if (!step.compensate) continue;
      try {
        await step.compensate(ctx, state);
      } catch (compensationError) {
        // The first failure is what the caller must hear about; a compensation that failed is logged for an
        // operator (and is idempotent, so it can be run again).
        ctx.log.error(
          { err: compensationError, step: step.name },
          `compensation of step ${step.name} failed`,
        );
      }
    }
    throw error;
  }
}
