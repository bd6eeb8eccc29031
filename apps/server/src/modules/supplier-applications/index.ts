export { applyOnRegistration, applyToBecomeSupplier, APPLICATION_MESSAGES } from './apply';
export { reviewApplication } from './review-application';
export { latestApplicationOf, listApplications } from './queries';
