import { Alert } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CancelIcon from '@mui/icons-material/Cancel';
import { useGetRecruitmentStats } from '@thriftz/client/generated/recruitment/recruitment';
import { errorMessage } from '../../lib/errors';
import { StatCard, StatCards } from '../../ui/stat-cards';
import { recruitmentMessages } from './recruitment-messages';

/** Total Applications, Selected, Under Review, Rejected (spec 3, 2.3). */
export function RecruitmentStats() {
  const { data, error } = useGetRecruitmentStats();
  const stats = data?.stats;
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error, recruitmentMessages.statsFailed)}
        </Alert>
      )}
      <StatCards>
        <StatCard label="Total Applications" value={stats?.total} icon={<AssignmentIndIcon />} />
        <StatCard label="Selected" value={stats?.selected} icon={<CheckCircleIcon />} />
        <StatCard label="Under Review" value={stats?.under_review} icon={<HourglassTopIcon />} />
        <StatCard label="Rejected" value={stats?.rejected} icon={<CancelIcon />} />
      </StatCards>
    </>
  );
}
