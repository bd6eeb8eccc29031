/** The feedback inbox of the operator console (feedback itself is submitted through the catalogue's POST /api/feedbacks). */
export { handleFeedback, listFeedbacks } from './feedback-inbox';
export { recordFeedback } from './record-feedback';
