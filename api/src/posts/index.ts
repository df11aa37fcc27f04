// The posts kernel: the rules listings, requests and roommate posts share (slug, tags, lifetime,
// search words, paging), and, for the kinds with an active flag (requests, roommate posts), their
// reads, owner's writes, back-office side, suggestions and routes beyond the browse. Not a
// module: it owns no table and mounts routes only where a kind's module asks; each kind's module
// declares what differs once (a PostKind: table, columns, messages, its pictures and its own
// writes) and hands it to these functions. It imports no module.
export { pageOf } from '../db/paging.js';
export { browseByCreation, browsePage, byCreation, cappedCount, cappedTotal, COUNT_CAP, type BrowseSpec, type CreationBrowse } from './paging.js';
export { expirePastDue, insertPost, isExpired, POST_LIFETIME_DAYS, whereLive } from './expiry.js';
export { MAX_SEARCH_WORDS, searchByWords, searchWords, whereContainsEveryWord, wordStartsQuery, type SearchColumns, type WordMatch } from './search.js';
export { firstFreeSlug, insertUnderFreeSlug, SLUG_ATTEMPTS, slugify, type SluggedInsert } from './slug.js';
export { inOrderOf } from './in-order.js';
export { assertMayChange, type ChangeRule, type PostOwner } from './ownership.js';
export { cleanTags } from './tags.js';
export { applyEdit, cleanMeetingSpot, onlyStatusChange } from './edit.js';
export { MAX_SUGGESTIONS, suggestFor, suggestPosts, type SuggestionSource } from './suggestions.js';
export { type PictureFiles, type PostActor, type PostKind, type PostMessages, type PostPictures, type PostWrites } from './kind.js';
export { browsePosts, findPost, listOwnPosts, selectCards } from './reads.js';
export { createPost, postChanges, type EditedFields } from './changes.js';
export { moderatedPosts, type AdminView, type ModeratedPosts, type ModerationFilter } from './admin.js';
export { mountPostRoutes, type PostService } from './routes.js';
export { liveSql, whereModerated, type ModerationStatus } from './moderation.js';
export { lifeOf, locationOf } from './fields.js';
export { PREVIEW_LENGTH, previewOf } from './preview.js';
