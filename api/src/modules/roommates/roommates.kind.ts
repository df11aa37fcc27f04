// What a roommate post is to the posts kernel, declared once: its table and columns, its poster
// and pictures, the spec's words, and this module's own writes of the table.
import type { PostKind } from '../../posts/index.js';
import { postPictures } from '../images/index.js';

export const ROOMMATE_NOT_FOUND = 'Roommate request not found';

const pictures = postPictures('roommatePost');

export const roommateKind: PostKind = {
  table: 'roommate_posts',
  alias: 'r',
  ownerColumn: 'postedById',
  cardColumns: [
    'r.id', 'r.postedById', 'r.title', 'r.description', 'r.genderPref', 'r.ageRange', 'r.otherPreferences', 'r.budget',
    'r.accommodationType', 'r.isActive', 'r.expiresAt', 'r.createdAt',
  ],
  detailColumns: ['r.contactInfo', 'r.locationLat', 'r.locationLng', 'r.meetingSpot', 'r.updatedAt', 'u.phone as posterPhone', 'u.profileImage as posterImage'],
  decorateCards: (db, query) =>
    pictures.withFirstId(db, query.join('users as u', 'u.id', 'r.postedById').select('u.fullName as posterName'), 'r'),
  // Others cannot see an inactive post; it has no tags.
  inactiveSeenByOthers: false,
  hasTags: false,
  pictures,
  writes: {
    update: (db, id, change) => db('roommate_posts').where({ id }).update({ ...change, updatedAt: db.fn.now() }),
    remove: (trx, id) => trx('roommate_posts').where({ id }).delete(),
  },
  messages: {
    notFound: ROOMMATE_NOT_FOUND,
    notYours: {
      change: 'You can only change your own roommate requests.',
      mark: 'You can only mark your own roommate requests as inactive.',
      delete: 'You can only delete your own roommate requests.',
    },
  },
};
