/**
 * The operator's register of excluded identities (issue 12 item 6, standing in for the national self-exclusion
 * register): a person on it cannot sign up or log in. Matched by normalised first and last name with date of birth,
 * or by e-mail address.
 */
import type { ExcludedIdentityBody, ExcludedIdentityDto } from '@lottoshop/contracts/verification';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { normaliseEmail } from '../identity/index.ts';
import { nameKey } from './verification.rules.ts';
import { type ExcludedIdentityRow, excludedIdentities } from './verification.tables.ts';

const toDto = (r: ExcludedIdentityRow): ExcludedIdentityDto => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  dateOfBirth: r.dateOfBirth,
  email: r.email,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

/** POST /ops/excluded-identities. */
export async function addExcludedIdentity(
  ctx: Ctx,
  body: ExcludedIdentityBody,
): Promise<ExcludedIdentityDto> {
  assertOperatorOrSystem(ctx);
  const byName =
    body.firstname !== undefined && body.lastname !== undefined && body.dateOfBirth !== undefined;
  const [row] = await ctx.db
    .insert(excludedIdentities)
    .values({
      firstname: body.firstname ?? null,
      lastname: body.lastname ?? null,
      nameKey: byName ? nameKey(body.firstname ?? '', body.lastname ?? '') : null,
      dateOfBirth: byName ? (body.dateOfBirth ?? null) : null,
      email: body.email ? normaliseEmail(body.email) : null,
      note: body.note ?? null,
    })
    .returning();
  if (!row) throw new Error('excluded identity not stored');
  return toDto(row);
}

/** GET /ops/excluded-identities. */
export async function listExcludedIdentities(ctx: Ctx): Promise<ExcludedIdentityDto[]> {
  assertOperatorOrSystem(ctx);
  const rows = await ctx.db.select().from(excludedIdentities).orderBy(desc(excludedIdentities.createdAt));
  return rows.map(toDto);
}

/** DELETE /ops/excluded-identities/{id}. */
export async function removeExcludedIdentity(ctx: Ctx, input: { id: string }): Promise<ExcludedIdentityDto> {
  assertOperatorOrSystem(ctx);
  const [row] = await ctx.db
    .delete(excludedIdentities)
    .where(eq(excludedIdentities.id, input.id))
    .returning();
  if (!row) throw new DomainError('not_found', { message: 'No excluded identity has this id.' });
  return toDto(row);
}

const registerEntryFor = builtOnce((db) =>
  db
    .select({ id: excludedIdentities.id })
    .from(excludedIdentities)
    .where(
      or(
        and(
          eq(excludedIdentities.nameKey, sql.placeholder('nameKey')),
          eq(excludedIdentities.dateOfBirth, sql.placeholder('dateOfBirth')),
        ),
        eq(excludedIdentities.email, sql.placeholder('email')),
      ),
    )
    .limit(1),
);

/** At sign-up and login: refuses (identity_excluded) a person on the register. */
export async function assertNotExcludedIdentity(
  ctx: Pick<Ctx, 'db'>,
  person: { firstname: string; lastname: string; dateOfBirth: string; email: string },
): Promise<void> {
  const [hit] = await registerEntryFor(ctx.db, {
    nameKey: nameKey(person.firstname, person.lastname),
    dateOfBirth: person.dateOfBirth,
    email: normaliseEmail(person.email),
  });
  if (hit) throw new DomainError('identity_excluded');
}
