// The settings module's public face: the live settings other modules run on, and the row for finance.
export { settingsFormMessages } from './settings.form.js';
export { settingsRoutes } from './settings.routes.js';
export {
  addToTotalBudget,
  effectiveLaunchAt,
  launchTimeReader,
  liveSettings,
  liveSettingsReader,
  lockSiteSettings,
  setBudgetGoalValues,
  settingsDefaults,
  siteSettings,
  type LiveSettings,
  type SettingsDefaults,
} from './settings.service.js';
export type { SiteSettingsRow } from './settings.repository.js';
