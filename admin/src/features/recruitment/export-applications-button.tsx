import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv } from '../../ui/csv-export';
import { fetchAllApplications, statusParam, type ApplicationRecord } from './recruitment-api';
import { choiceLabel, STATUS_LABELS, TYPE_LABELS } from './recruitment-labels';
import { recruitmentMessages } from './recruitment-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

const columns: Record<string, (a: ApplicationRecord) => unknown> = {
  'Full name': (a) => a.personalInfo.fullName,
  Email: (a) => a.personalInfo.email,
  Phone: (a) => a.personalInfo.phone,
  College: (a) => a.personalInfo.college,
  Branch: (a) => a.personalInfo.branch,
  'Year of study': (a) => choiceLabel(a.personalInfo.yearOfStudy),
  Position: (a) => a.positionTitle,
  Type: (a) => TYPE_LABELS[a.applicationType],
  Status: (a) => STATUS_LABELS[a.status],
  'Submitted at': (a) => a.submittedAt,
  'Hours per week': (a) => a.availability.hoursPerWeek,
  'Start date': (a) => a.availability.startDate,
  Duration: (a) => choiceLabel(a.availability.duration),
  'Work mode': (a) => choiceLabel(a.preferences.workMode),
  'Resume link': (a) => a.resumeLink,
  LinkedIn: (a) => a.personalInfo.linkedin,
  GitHub: (a) => a.personalInfo.github,
  Portfolio: (a) => a.personalInfo.portfolio,
  'Interview notes': (a) => a.interviewNotes,
};

/** Export CSV: every application under the current status filter, not only the page shown. */
export function ExportApplicationsButton() {
  const { filterValues } = useListContext<ApplicationRecord>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const status = statusParam(filterValues);
      downloadCsv(status ? `applications-${status}` : 'applications', await fetchAllApplications(status), columns);
      notify(recruitmentMessages.exported, { type: 'success' });
    } catch (error) {
      notifyFailure(error, recruitmentMessages.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Export CSV" onClick={() => void handleClick()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
