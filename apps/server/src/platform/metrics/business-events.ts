import { afterCommit, type Queryable } from '../db/with-transaction';
import { countBusinessEvent, type BusinessEvent } from './metrics';

/**
 * Records a business event of the caller's transaction: it is counted (metrics) once the transaction
 * commits, and never when it rolls back or is retried. The single hook the use cases call; other
 * listeners (an outbox, an audit trail) can hang off it later without touching the use cases.
 */
export function recordBusinessEvent(tx: Queryable, event: BusinessEvent): void {
  afterCommit(tx, () => countBusinessEvent(event));
}
