/**
 * State machines as data: a table of the statuses each status may move to, and one `assert` that refuses any
 * other move with a 409 conflict. Every stateful thing (a draw, a deposit, a checkout, and later withdrawals,
 * verifications, recurring purchases, group sessions) declares its table with `stateMachine` and moves only
 * through it; the database update is then made conditional on the status it was read with.
 */
import { DomainError } from '../errors.ts';

export type StateMachine<S extends string> = {
  /** What the thing is called in messages, e.g. "draw". */
  readonly name: string;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** Every status, in the order the table lists them. */
  readonly statuses: readonly S[];
  can(from: S, to: S): boolean;
  /** Throws DomainError('conflict', 409) unless `from -> to` is in the table. */
  assert(from: S, to: S): void;
  /** Statuses with no way out. */
  isFinal(status: S): boolean;
};

export function stateMachine<S extends string>(
  name: string,
  transitions: Readonly<Record<S, readonly S[]>>,
  options: {
    /** The message of a refused move, when the module words it for its reader (else "A <name> cannot move …"). */
    refused?: (from: S, to: S) => string | undefined;
  } = {},
): StateMachine<S> {
  const statuses = Object.keys(transitions) as S[];
  for (const [from, targets] of Object.entries(transitions) as [S, readonly S[]][]) {
    for (const to of targets) {
      if (!(to in transitions)) throw new Error(`${name}: ${from} moves to ${to}, which is not a status`);
    }
  }
  const can = (from: S, to: S) => transitions[from]?.includes(to) ?? false;
  return {
    name,
    transitions,
    statuses,
    can,
    assert(from, to) {
      if (!can(from, to)) {
        throw new DomainError('conflict', {
          message: options.refused?.(from, to) ?? `A ${name} cannot move from ${from} to ${to}.`,
          status: 409,
        });
      }
    },
    isFinal: (status) => (transitions[status]?.length ?? 0) === 0,
  };
}
