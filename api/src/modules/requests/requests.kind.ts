// What an item request is to the posts kernel, declared once: its table and columns, its poster
// and pictures, the spec's words, and this module's own writes of the table.
import type { PostKind } from '../../posts/index.js';
import { postPictures } from '../images/index.js';

export const REQUEST_NOT_FOUND = 'Request not found';

const pictures = postPictures('request');

export const requestKind: PostKind = {
  table: 'requests',
  alias: 'r',
  ownerColumn: 'requestedById',
  // A fulfilled request stays readable until it expires.
  inactiveSeenByOthers: true,
  hasTags: true,
  cardColumns: [
    'r.id', 'r.requestedById', 'r.slug', 'r.title', 'r.description', 'r.category', 'r.requestType', 'r.priceRange',
    'r.condition', 'r.urgency', 'r.tags', 'r.isAnonymous', 'r.anonymousName', 'r.isActive', 'r.expiresAt', 'r.createdAt',
  ],
  detailColumns: [
    'r.productAgeYears', 'r.productAgeMonths', 'r.locationLat', 'r.locationLng', 'r.meetingSpot', 'r.updatedAt', 'r.hiddenReason',
    'u.phone as requesterPhone', 'u.profileImage as requesterImage',
  ],
  decorateCards: (db, query) =>
    pictures.withFirstId(db, query.join('users as u', 'u.id', 'r.requestedById').select('u.fullName as requesterName'), 'r'),
  pictures,
  writes: {
    update: (db, id, change) => db('requests').where({ id }).update({ ...change, updatedAt: db.fn.now() }),
    remove: (trx, id) => trx('requests').where({ id }).delete(),
  },
  messages: {
    notFound: REQUEST_NOT_FOUND,
    notYours: {
      change: 'You can only change your own requests.',
      mark: 'You can only mark your own requests as fulfilled.',
      delete: 'You can only delete your own requests.',
    },
  },
};
