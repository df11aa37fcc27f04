// The contact module's public face for other modules.
export { contactRoutes } from './contact.routes.js';
export {
  listSubmissions,
  submissionStats,
  updateSubmissionStatus,
  type ContactStatus,
  type ContactSubmissionRow,
  type SubmissionFilter,
} from './contact.repository.js';
