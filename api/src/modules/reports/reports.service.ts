import type { Db } from '../../db/knex.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { enqueueEmail } from '../email/index.js';
import { getListing } from '../listings/index.js';
import { getRequest } from '../requests/index.js';
import { describeReview } from '../reviews/index.js';
import { findUserById } from '../users/index.js';
import * as repo from './reports.repository.js';
import { reportMail } from './report-mail.js';

type CreateReportInput = JsonBody<'createReport'>;

const DESCRIBE = 'Please describe the problem.';

/** The reported thing as the reporter can see it (404 in the spec's words otherwise), for the mail. */
async function describeItem(db: Db, viewer: SessionUser | undefined, input: CreateReportInput, publicUrl: string) {
  switch (input.itemType) {
    case 'listing': {
      const listing = await getListing(db, viewer, input.itemId);
      return { label: `"${listing.title}"`, url: `${publicUrl}/product/${listing._id}` };
    }
    case 'request': {
      const request = await getRequest(db, viewer, input.itemId);
      return { label: `"${request.title}"`, url: `${publicUrl}/request/${request._id}` };
    }
    case 'user': {
      const user = await findUserById(db, input.itemId);
      if (!user) throw notFound('User profile not found');
      return { label: `${user.fullName} <${user.email}>`, url: null };
    }
    case 'review':
      return describeReview(db, input.itemId, publicUrl);
  }
}

/**
 * Stores the report and, in the same transaction, queues a notice to every admin: both happen or
 * neither. Answers the report's id.
 */
export async function createReport(db: Db, viewer: SessionUser | undefined, input: CreateReportInput, publicUrl: string) {
  const description = input.description.trim();
  if (!description) {
    throw badRequest(DESCRIBE, 'invalid-input', [{ path: '/body/description', message: DESCRIBE }]);
  }
  const item = await describeItem(db, viewer, input, publicUrl);
  const contactEmail = input.contactEmail?.trim() || null;
  const pageUrl = input.pageUrl?.trim() || null;
  return db.transaction(async (trx) => {
    const report = await repo.insertReport(trx, {
      itemType: input.itemType,
      itemId: input.itemId,
      reason: input.reason,
      description,
      contactEmail,
      pageUrl,
      reporterId: viewer?.id ?? null,
    });
    const facts = {
      reportId: report.id,
      itemType: input.itemType,
      itemId: input.itemId,
      itemLabel: item.label,
      itemUrl: item.url,
      reason: input.reason,
      description,
      reporter: viewer ? `${viewer.fullName} <${viewer.email}>` : 'a visitor (not signed in)',
      contactEmail,
      pageUrl,
      reportedAt: report.createdAt,
    };
    await enqueueEmail(trx, (await repo.findModeratorAddresses(trx)).map((address) => reportMail(address, facts)));
    return { id: report.id };
  });
}
