import { FEEDBACK_MESSAGES } from '@vm/domain/validation-messages';
import { typedApi } from '../api/typed-api';

/** POST /api/feedbacks: type 1 error report (resource_id or community_id), type 2 site suggestion. */
export interface FeedbackRequest {
  content: string;
  feedback_type: 1 | 2;
  resource_id?: number;
  community_id?: number;
}

export function submitFeedback(body: FeedbackRequest): Promise<unknown> {
  return typedApi.post('/feedbacks', { body });
}

/** Feedback dialogs show their thanks, then clear and close after this long (docs/spec/product-spec.md: 1 to 1.5 s). */
export const FEEDBACK_CLOSE_DELAY_MS = 1500;
export const FEEDBACK_THANKS = FEEDBACK_MESSAGES.thanks;
export const FEEDBACK_CONTENT_LIMIT = 500;
