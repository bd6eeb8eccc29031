import type { DemandCreated, ParsedDemandBody } from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { invalid } from '../platform/http/app-error';
import { accountForMobile, consumeSmsCode, createSession, fillBlankProfile } from '../modules/accounts';
import { checkDemand, insertDemand } from '../modules/demands';
import { assertOwnUploads } from '../modules/uploads';

/**
 * Workflow "submit a demand" (accounts, uploads, demands). A logged-in caller owns the demand. A visitor
 * sends the SMS code (usage 3) of the demand's mobile: in one transaction the code is consumed, the
 * account found or registered and the demand written; a session is opened after the commit and its
 * token returned, so the visitor is logged in. A wrong code is committed as a counted try and answered
 * with 422 on `captcha`, and nothing else is written.
 */
export async function submitDemand(deps: AppDeps, caller: { id: number } | null, body: ParsedDemandBody): Promise<DemandCreated> {
  const now = deps.clock.now();
  const values = await checkDemand(deps.pool, body, { loggedIn: caller !== null, today: todayInShanghai(now) });
  const outcome = await withRetriedTransaction(deps.pool, async (client): Promise<{ refused: string } | { userId: number; id: number }> => {
    let userId = caller?.id;
    if (userId === undefined) {
      const checked = await consumeSmsCode(client, values.mobile, (body.captcha ?? '').trim(), now);
      if (!checked.ok) return { refused: checked.message };
      userId = (await accountForMobile(client, values.mobile, now)).id;
    }
    await assertOwnUploads(client, userId, values.picUrls, 'demand', 'pic_url');
    const id = await insertDemand(client, { ...values, userId, now });
    await fillBlankProfile(client, userId, { name: values.name, product: values.product });
    await recordEvent(
      client,
      { type: 'demand.submitted', actorId: userId, subjectUserId: userId, payload: { demand_id: id, is_home: values.isHome }, now },
      deps.events,
    );
    return { userId, id };
  });
  if ('refused' in outcome) throw invalid('captcha', outcome.refused);
  if (caller) return { id: outcome.id };
  return { id: outcome.id, token: await createSession(deps, outcome.userId) };
}
