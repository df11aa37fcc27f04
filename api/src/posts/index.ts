// The posts kernel: the rules listings, requests and roommate posts share (slug, tags, lifetime,
// search words, paging). Not a module: it has no routes and owns no table; each post module
// passes its own table and columns. It imports no module.
export { browseByCreation, browsePage, byCreation, cappedCount, cappedTotal, COUNT_CAP, pageOf, type BrowseSpec, type CreationBrowse } from './paging.js';
export { expirePastDue, insertPost, isExpired, POST_LIFETIME_DAYS, whereLive } from './expiry.js';
export { MAX_SEARCH_WORDS, searchByWords, searchWords, whereContainsEveryWord, wordStartsQuery, type SearchColumns, type WordMatch } from './search.js';
export { firstFreeSlug, insertUnderFreeSlug, SLUG_ATTEMPTS, slugify, type SluggedInsert } from './slug.js';
export { inOrderOf } from './in-order.js';
export { assertMayChange, type ChangeRule, type PostOwner } from './ownership.js';
export { cleanTags } from './tags.js';
export { applyEdit, cleanMeetingSpot, onlyStatusChange } from './edit.js';
export { MAX_SUGGESTIONS, suggestFor, type SuggestionSource } from './suggestions.js';
export { liveSql, whereModerated, type ModerationStatus } from './moderation.js';
