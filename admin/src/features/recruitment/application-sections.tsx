import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { RecruitmentApplication } from '@thriftz/client/generated/model';
import { choiceLabel, formatDateTime, formatDay, TYPE_LABELS } from './recruitment-labels';
import { StatusChip } from './status-chip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'primary.dark', textTransform: 'uppercase', letterSpacing: 0.5, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label–value pairs: two columns on wide screens, stacked on phones. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 } }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A long answer, its line breaks kept; an empty one as a dash. */
function Answer({ label, text }: { label: string; text: string | null }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary" component="h4">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text?.trim() ? text : '—'}
      </Typography>
    </Box>
  );
}

function ExternalLink({ href }: { href: string | null | undefined }) {
  if (!href) return <>—</>;
  // Only web addresses become links: an applicant wrote this text.
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </Link>
  );
}

const RANKED_AREAS: [keyof NonNullable<RecruitmentApplication['priorityRanking']>, string][] = [
  ['family', 'Family'],
  ['love', 'Love'],
  ['friends', 'Friends'],
  ['clubs', 'Clubs'],
  ['thriftz', 'Thriftz'],
  ['extracurriculars', 'Extracurriculars'],
];

/** Everything the applicant sent (spec 3, 2.3: the detail modal's sections). */
export function ApplicationSections({ application: a }: { application: RecruitmentApplication }) {
  const info = a.personalInfo;
  const ranking = a.priorityRanking;
  const spicy = a.spicyQuestions;
  return (
    <>
      <Section title="Personal information">
        <Facts
          items={[
            ['Full name', info.fullName],
            ['Email', <Link key="e" href={`mailto:${info.email}`}>{info.email}</Link>],
            ['Phone', info.phone],
            ['College', info.college],
            ['Branch', info.branch],
            ['Year of study', choiceLabel(info.yearOfStudy)],
            ['LinkedIn', <ExternalLink key="l" href={info.linkedin} />],
            ['GitHub', <ExternalLink key="g" href={info.github} />],
            ['Portfolio', <ExternalLink key="p" href={info.portfolio} />],
          ]}
        />
      </Section>
      <Section title="Application">
        <Facts
          items={[
            ['Position', a.positionTitle],
            ['Type', TYPE_LABELS[a.applicationType]],
            ['Status', <StatusChip key="s" status={a.status} />],
            ['Submitted', formatDateTime(a.submittedAt)],
            ['Status changed', formatDateTime(a.statusUpdatedAt)],
            ['Resume', <ExternalLink key="r" href={a.resumeLink} />],
          ]}
        />
      </Section>
      <Section title="Motivation and experience">
        <Answer label="Motivation" text={a.motivation} />
        <Answer label="Experience" text={a.experience} />
      </Section>
      {a.applicationType === 'intern' ? (
        <Section title="Intern questions">
          <Answer label="What Thriftz is, in their words" text={a.thriftzExplanation} />
          <Answer label="Experience in this role" text={a.roleExperience} />
          <Answer label="Ideas for the future" text={a.futureIdeas} />
        </Section>
      ) : (
        <Section title="Team lead questions">
          {ranking && (
            <Facts items={RANKED_AREAS.map(([key, label]) => [`Priority: ${label}`, `${ranking[key]} of 6`])} />
          )}
          <Box sx={{ mt: 1.5 }}>
            <Facts items={[['Fallback to intern', a.fallbackOption ? 'Yes' : 'No']]} />
          </Box>
          {spicy && (
            <Box sx={{ mt: 1.5 }}>
              <Answer label="Leadership style" text={spicy.leadershipStyle} />
              <Answer label="Handling pressure" text={spicy.pressureHandling} />
              <Answer label="Innovation idea" text={spicy.innovationIdea} />
              <Answer label="Motivating a team" text={spicy.teamMotivation} />
              <Answer label="Handling failure" text={spicy.failureHandling} />
            </Box>
          )}
        </Section>
      )}
      <Section title="Availability and preferences">
        <Facts
          items={[
            ['Hours per week', String(a.availability.hoursPerWeek)],
            ['Start date', formatDay(a.availability.startDate)],
            ['Duration', choiceLabel(a.availability.duration)],
            ['Work mode', choiceLabel(a.preferences.workMode)],
            ...(a.applicationType === 'team_lead' ? [['Team preference', choiceLabel(a.preferences.teamLeadPreference)] as [string, string]] : []),
          ]}
        />
      </Section>
      <Section title="Additional information">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {a.additionalInfo.trim() || '—'}
        </Typography>
      </Section>
    </>
  );
}
