// The early-access module's public face (early-bird plans).
export { earlyAccessRoutes } from './early-access.routes.js';
export { ALREADY_CLAIMED, claimEarlyBirdPlace, PLAN_IN_FORCE, planForPlace, type EarlyBirdClaim } from './early-access.service.js';
