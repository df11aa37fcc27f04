// The reports module's public face for other modules.
export { closeReports, type ReportClosing, type ReportResolution } from './reports.repository.js';
export { reportsRoutes } from './reports.routes.js';
