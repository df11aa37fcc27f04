import type { Db } from '../../db/knex.js';

export interface NewContactSubmission {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stored for the back office with status `new` and priority `medium`. */
export async function insertSubmission(db: Db, submission: NewContactSubmission): Promise<string> {
  const [row] = await db('contactSubmissions').insert(submission).returning('id');
  return (row as { id: string }).id;
}
