/**
 * The public face of the reviews module (buyers' reviews of finished sub-orders): the only file other
 * modules, workflows and the seed import. Routes are registered by app.ts, not exported here.
 */
export { replyToComment } from './reply-comment';
export { writeReview, type ReviewInput, createReview } from './write-review';

// Used by the HTTP layer (apps/server/src/http/).
export { listMyReviews, listPendingReviews, reviewSubject } from './read-reviews';
