import { useListContext } from 'react-admin';
import { downloadCsv } from '../../ui/csv-export';
import { fetchAllApplications, statusParam, type ApplicationRecord } from './recruitment-api';
import { choiceLabel, STATUS_LABELS, TYPE_LABELS } from './recruitment-labels';
import { recruitmentMessages } from './recruitment-messages';
import { ExportCsvButton } from '../../ui/export-csv-button';

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
  const run = async () => {
    const status = statusParam(filterValues);
    downloadCsv(status ? `applications-${status}` : 'applications', await fetchAllApplications(status), columns);
  };
  return <ExportCsvButton run={run} success={recruitmentMessages.exported} failed={recruitmentMessages.exportFailed} />;
}
