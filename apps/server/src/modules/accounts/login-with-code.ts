import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError, invalid } from '../../platform/http/app-error';
import { ACCOUNT_FROZEN_MESSAGE } from '../../platform/http/auth';

export type CodeLoginOutcome = { refused: string } | { frozen: true } | { userId: number; registered: boolean };

/**
 * The account of a mobile whose SMS code was just consumed (inside the caller's transaction): registered on
 * first login as a business user with its registration `type`, else found (a frozen one says so).
 */
export async function registerOrFindByMobile(
  client: Queryable,
  input: { mobile: string; type?: number; now: Date },
): Promise<{ frozen: true } | { userId: number; registered: boolean }> {
  const db = typed(client);
  const [inserted] = await db
    .insert(users)
    .values({ mobile: input.mobile, roles: ['business'], registrationType: input.type ?? null, createdAt: input.now })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (inserted) return { userId: inserted.id, registered: true };
  const [existing] = await db
    .select({ id: users.id, frozen: sql<boolean>`${users.frozenAt} is not null` })
    .from(users)
    .where(eq(users.mobile, input.mobile));
  return existing!.frozen ? { frozen: true } : { userId: existing!.id, registered: false };
}

/** The answer to a code login after its transaction: the refusal, the frozen account, or the user's id. */
export function loggedInUserId(outcome: CodeLoginOutcome): number {
  if ('refused' in outcome) throw invalid('captcha', outcome.refused);
  // A frozen account cannot log in until an operator unfreezes it (the code is spent all the same).
  if ('frozen' in outcome) throw new AppError('FORBIDDEN', ACCOUNT_FROZEN_MESSAGE, undefined, 'ACCOUNT_FROZEN');
  return outcome.userId;
}
