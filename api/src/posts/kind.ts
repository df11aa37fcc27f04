// A kind of post (requests, roommate posts) as the kernel's functions take it: what differs from
// one kind to another, declared once by the kind's module. The kernel imports no module, so the
// module hands it here the pictures' functions and its own writes of its table.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';

/** The images module's functions, bound to one kind of post (see the images module's postPictures). */
export interface PostPictures {
  /** Adds `firstImageId` to each row of the query over `alias`. */
  withFirstId: (db: Db, query: Knex.QueryBuilder, alias: string) => Knex.QueryBuilder;
  /** Adds `imageIds` (in order) to each row of the query over `alias`. */
  withIds: (db: Db, query: Knex.QueryBuilder, alias: string) => Knex.QueryBuilder;
  /** Attaches the uploader's unused pictures to a new post, in order. */
  attach: (trx: Db, postId: string, uploaderId: string, imageIds: string[]) => Promise<unknown>;
  /** Makes `imageIds` the post's pictures, in order; answers the removed ones, whose files go after the commit. */
  replace: (trx: Db, postId: string, editorId: string, imageIds: string[]) => Promise<string[]>;
  /** Deletes the post's pictures' rows; answers their ids, whose files go after the commit. */
  deleteOf: (trx: Db, postId: string) => Promise<string[]>;
}

/** Where the pictures' files are kept (the images module's PictureStore): the kernel only removes them. */
export interface PictureFiles {
  /** Removes the pictures' files; one already gone is not an error. */
  remove: (imageIds: string[]) => Promise<void>;
}

/** The kind's module is the one writer of its table: the kernel changes a post only through these. */
export interface PostWrites {
  /** Sets the columns (and `updatedAt`) of the post; answers how many rows changed. */
  update: (db: Db, id: string, change: object) => Promise<number>;
  remove: (trx: Db, id: string) => Promise<number>;
}

/** The spec's words for the kind, word for word. */
export interface PostMessages {
  notFound: string;
  /** The 403 of someone else's post, by what they tried. */
  notYours: { change: string; mark: string; delete: string };
}

export interface PostKind {
  table: string;
  /** The alias the kind's column lists are written on. */
  alias: string;
  /** The owner's column (camelCase). */
  ownerColumn: string;
  /**
   * Whether people other than its owner still see an inactive (unexpired) post: a fulfilled
   * request stays readable until it expires, an inactive roommate post is gone.
   */
  inactiveSeenByOthers: boolean;
  /** Whether the table has a `tags text[]` column ('did you mean' suggests its tags too). */
  hasTags: boolean;
  /** A card's columns, on `alias`. */
  cardColumns: string[];
  /** What a post's page reads beyond its card, on `alias` and the poster `u` (joined by decorateCards). */
  detailColumns: string[];
  /** Adds what a card shows beyond the post's columns (poster `u`'s name, the first picture). */
  decorateCards: (db: Db, query: Knex.QueryBuilder) => Knex.QueryBuilder;
  pictures: PostPictures;
  writes: PostWrites;
  messages: PostMessages;
}

/** Who acts on a post: the session user's part the kernel needs. */
export interface PostActor {
  id: string;
  isAdmin: boolean;
}

/** The kind's table under its alias, for a query. */
export const postTable = (db: Db, kind: PostKind) => db(`${kind.table} as ${kind.alias}`);
