// The routes every kind of post has beyond its browse (whose filters are its own): 'did you mean',
// create, the owner's list, one post, edit, delete. Each kind's routes file mounts them at its
// path with its service's functions; the contract has validated every body and query before.
import type { Request, Router } from 'express';
import type { Db } from '../db/knex.js';
import type { publicRead as publicReadOf } from '../http/public-read.js';
import { refuseSuspended } from '../http/suspension-guard.js';
import type { PictureFiles, PostKind } from './kind.js';
import { suggestPosts } from './suggestions.js';

/** The signed-in student (the session read's user; the contract's security has required one). */
type Student = NonNullable<Request['user']>;

/** A kind's service functions the routes call, as the kind's service declares them. */
export interface PostService<Create, Update> {
  create: (db: Db, student: Student, input: Create) => Promise<unknown>;
  listMine: (db: Db, student: Student, status: 'active' | 'all', page: number, pageSize: number) => Promise<unknown>;
  get: (db: Db, viewer: Student | undefined, id: string) => Promise<unknown>;
  update: (db: Db, pictures: PictureFiles, student: Student, id: string, input: Update) => Promise<unknown>;
  remove: (db: Db, pictures: PictureFiles, student: Student, id: string) => Promise<void>;
}

interface MyPostsQuery {
  status?: 'active' | 'all';
  page?: number;
  pageSize?: number;
}

/** Mounts the kind's routes below `path` (e.g. '/api/requests') on the router, after its browse. */
export function mountPostRoutes<Create, Update>(
  router: Router,
  path: string,
  /** `publicRead`: the kind's http/public-read handler, for its one post (its browse is the kind's own). */
  deps: { db: Db; pictures: PictureFiles; publicRead: ReturnType<typeof publicReadOf> },
  kind: PostKind,
  service: PostService<Create, Update>,
): Router {
  const { db, pictures, publicRead } = deps;

  // The fixed paths before /:id, which would otherwise take "suggestions" or "mine" for an id.
  router.get(`${path}/suggestions`, async (req, res) => {
    res.json(await suggestPosts(db, kind, (req.query as { q: string }).q));
  });

  router.get(`${path}/mine`, async (req, res) => {
    const { status = 'active', page = 1, pageSize = 25 } = req.query as MyPostsQuery;
    res.json(await service.listMine(db, req.user!, status, page, pageSize));
  });

  router.post(path, refuseSuspended, async (req, res) => {
    res.status(201).json(await service.create(db, req.user!, req.body as Create));
  });

  router.get(`${path}/:id`, publicRead, async (req, res) => {
    res.json(await service.get(db, req.user, String(req.params.id)));
  });

  router.patch(`${path}/:id`, refuseSuspended, async (req, res) => {
    res.json(await service.update(db, pictures, req.user!, String(req.params.id), req.body as Update));
  });

  router.delete(`${path}/:id`, async (req, res) => {
    await service.remove(db, pictures, req.user!, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
