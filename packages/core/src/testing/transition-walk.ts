/**
 * Walks a transition table against the moves a test expects of it, written out by hand: every pair of statuses is
 * tried, each expected move must be allowed (`can` true, `assert` silent) and every other refused (`can` false,
 * `assert` a 409 conflict); and every status must be reachable from the statuses a row is created in, so a table
 * holds no dead state. Answers what disagrees (empty when the table is as expected).
 */
import { isDomainError } from '../errors.ts';
import type { StateMachine } from '../shared/state-machine.ts';

export type ExpectedTable<S extends string> = {
  /** The statuses a row is written with when it is created. */
  initial: readonly S[];
  /** Every allowed move, as "from -> to". */
  allowed: readonly `${S} -> ${S}`[];
};

function refusedWith409<S extends string>(machine: StateMachine<S>, from: S, to: S): boolean {
  try {
    machine.assert(from, to);
    return false;
  } catch (error) {
    return isDomainError(error) && error.code === 'conflict' && error.status === 409;
  }
}

export function walkTransitions<S extends string>(
  machine: StateMachine<S>,
  expected: ExpectedTable<S>,
): string[] {
  const problems: string[] = [];
  const allowed = new Set<string>(expected.allowed);
  for (const move of allowed) {
    const [from, to] = move.split(' -> ') as [S, S];
    if (!machine.statuses.includes(from) || !machine.statuses.includes(to)) {
      problems.push(`${move}: names a status the ${machine.name} table does not have`);
    }
  }
  for (const from of machine.statuses) {
    for (const to of machine.statuses) {
      const move = `${from} -> ${to}`;
      if (allowed.has(move)) {
        if (!machine.can(from, to)) problems.push(`${move}: expected allowed, the table refuses it`);
        else if (refusedWith409(machine, from, to))
          problems.push(`${move}: can() allows it, assert() refuses it`);
      } else {
        if (machine.can(from, to)) problems.push(`${move}: expected refused, the table allows it`);
        else if (!refusedWith409(machine, from, to)) problems.push(`${move}: refused without a 409 conflict`);
      }
    }
  }
  const reached = new Set<S>(expected.initial);
  for (let grew = true; grew; ) {
    grew = false;
    for (const from of [...reached]) {
      for (const to of machine.transitions[from] ?? []) {
        if (!reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
  }
  for (const status of machine.statuses) {
    if (!reached.has(status))
      problems.push(`${status}: never entered (not created in, and no move leads to it)`);
  }
  return problems;
}
