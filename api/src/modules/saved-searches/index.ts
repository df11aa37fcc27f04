// The saved-searches module's public face: it alone writes saved_searches and saved_search_matches.
import type { Job } from '../../db/run-exclusive.js';
import { matchSavedSearches } from './match-saved-searches.js';
import { sendSavedSearchDigests } from './send-digests.js';

export { savedSearchesRoutes } from './saved-searches.routes.js';
export { savedSearchesFormMessages } from './saved-searches.form.js';
export { matchSavedSearches } from './match-saved-searches.js';
export { sendSavedSearchDigests } from './send-digests.js';
export { digestUnsubscribeUrl } from './digest-token.js';
export { createSavedSearch } from './saved-searches.service.js';

/** The module's jobs: matching every minute, the digest daily at 08:00 India time (02:30 UTC). */
export const savedSearchJobs = (publicUrl: string, secret: string): Job[] => [
  { name: 'match-saved-searches', schedule: '20 * * * * *', run: matchSavedSearches },
  { name: 'saved-search-digest', schedule: '0 30 2 * * *', run: (trx) => sendSavedSearchDigests(trx, publicUrl, secret) },
];
