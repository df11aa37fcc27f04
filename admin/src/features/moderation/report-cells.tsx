import { Box, Chip, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReportRecord } from './moderation-api';
import { formatAge, formatIndiaTime } from './moderation-format';

const KIND_LABELS = { listing: 'Listing', request: 'Request', user: 'User', review: 'Review' } as const;

/** When it was filed: how long ago, the exact time in the tooltip and for screen readers' dateTime. */
export function AgeCell({ createdAt }: { createdAt: string }) {
  return (
    <Box component="time" dateTime={createdAt} title={formatIndiaTime(createdAt)} sx={{ whiteSpace: 'nowrap' }}>
      {formatAge(createdAt)}
    </Box>
  );
}

/** What was reported: its kind, its title (a link to its page) or the person, and whose it is. */
export function TargetCell({ report }: { report: ReportRecord }) {
  const { target } = report;
  const title = target.title ?? 'Deleted';
  return (
    <Box sx={{ minWidth: 160, maxWidth: 240, overflowWrap: 'anywhere' }}>
      <Chip label={KIND_LABELS[report.itemType]} size="small" variant="outlined" sx={{ mb: 0.5 }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {target.url ? (
          <Link href={target.url} target="_blank" rel="noopener" underline="hover" aria-label={`Open ${title} in a new tab`}>
            {title} <OpenInNewIcon sx={{ fontSize: 14, verticalAlign: 'text-top' }} aria-hidden />
          </Link>
        ) : (
          title
        )}
      </Typography>
      {target.owner && report.itemType !== 'user' && (
        <Typography variant="caption" color="text.secondary" component="p">
          by {target.owner.fullName} ({target.owner.email})
        </Typography>
      )}
      {target.owner && report.itemType === 'user' && (
        <Typography variant="caption" color="text.secondary" component="p">
          {target.owner.email}
        </Typography>
      )}
      {target.hiddenReason && <Chip label="Hidden" size="small" color="warning" sx={{ mt: 0.5, mr: 0.5 }} />}
      {target.ownerSuspendedUntil && (
        <Chip label={`Suspended until ${formatIndiaTime(target.ownerSuspendedUntil)}`} size="small" color="error" sx={{ mt: 0.5 }} />
      )}
    </Box>
  );
}

export function ReasonCell({ report }: { report: ReportRecord }) {
  return (
    <Box sx={{ minWidth: 180, maxWidth: 260 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {report.reason}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {report.description}
      </Typography>
    </Box>
  );
}

export function ReporterCell({ report }: { report: ReportRecord }) {
  if (report.reporter) {
    return (
      <Box sx={{ minWidth: 120, maxWidth: 180, overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{report.reporter.fullName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {report.reporter.email}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 120, maxWidth: 180, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">Visitor</Typography>
      <Typography variant="caption" color="text.secondary">
        {report.contactEmail ?? 'no e-mail given'}
      </Typography>
    </Box>
  );
}

const OUTCOMES = { dismissed: 'Dismissed', hidden: 'Listing hidden', suspended: 'User suspended' } as const;

export function StatusCell({ report }: { report: ReportRecord }) {
  if (!report.resolution) return <Chip label="Open" size="small" color="info" />;
  return (
    <Box sx={{ minWidth: 120, maxWidth: 200, overflowWrap: 'anywhere' }}>
      <Chip label={OUTCOMES[report.resolution]} size="small" color={report.resolution === 'dismissed' ? 'default' : 'success'} />
      {report.resolvedBy && (
        <Typography variant="caption" color="text.secondary" component="p">
          by {report.resolvedBy}
          {report.resolvedAt ? `, ${formatIndiaTime(report.resolvedAt)}` : ''}
        </Typography>
      )}
      {report.resolutionNote && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          “{report.resolutionNote}”
        </Typography>
      )}
    </Box>
  );
}
