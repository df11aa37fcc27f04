// The audit module's public face for other modules.
export { recordAudit, type AuditActor, type AuditEntry } from './audit.service.js';
export { countAudit, listAudit, type AuditRow } from './audit.repository.js';
