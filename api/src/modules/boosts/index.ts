// The boosts module's public face for other modules.
export { boostsRoutes } from './boosts.routes.js';
export {
  ALREADY_BOOSTED,
  boostWithCredit,
  describeBoostPurchase,
  expireBoosts,
  getBoostOfPurchase,
  grantPaidBoost,
  isBoost,
  removeBoost,
} from './boosts.service.js';
