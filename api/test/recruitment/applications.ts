// Recruitment applications straight in the table, for the back office's tests.
import { randomUUID } from 'node:crypto';
import { insertApplication, type ApplicationInsert } from '../../src/modules/recruitment/index.js';
import type { TestApp } from '../support/test-app.js';

type Status = NonNullable<ApplicationInsert['status']>;

export interface ApplicationSpec {
  name: string;
  type?: 'intern' | 'team_lead';
  status?: Status;
  position?: string;
  /** Minutes after a fixed instant: a larger value is newer. */
  minute?: number;
  interviewNotes?: string;
}

const base = {
  phone: '+91 98765 00000',
  college: 'Campus Institute of Technology',
  branch: 'Computer Science',
  yearOfStudy: '2' as const,
  linkedin: null,
  github: 'https://github.com/someone',
  portfolio: null,
  resumeLink: 'https://drive.example.com/resume.pdf',
  motivation: 'I use Thriftz every week and want to help it grow.',
  experience: 'Built the college fest website.',
  hoursPerWeek: 12,
  startDate: '2026-09-07',
  duration: '2_months' as const,
  workMode: 'hybrid' as const,
  additionalInfo: '',
};

export const internAnswers = {
  thriftzExplanation: 'A marketplace where students buy, sell and lend on campus.',
  roleExperience: 'Two hackathons.',
  futureIdeas: 'A textbook exchange week.',
};

export const teamLeadAnswers = {
  priorityRanking: { family: 1, love: 4, friends: 3, clubs: 5, thriftz: 2, extracurriculars: 6 },
  fallbackOption: true,
  spicyQuestions: {
    leadershipStyle: 'Lead from the front.',
    pressureHandling: 'Lists and sleep.',
    innovationIdea: 'Campus pickup points.',
    teamMotivation: 'Celebrate small wins.',
    failureHandling: 'Write down what went wrong, then fix it.',
  },
};

/** Inserts applications; each name and e-mail carries a token no other test uses. */
export async function insertApplications(t: TestApp, specs: ApplicationSpec[]) {
  const token = randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const type = spec.type ?? 'intern';
    const row: ApplicationInsert = {
      ...base,
      applicationType: type,
      position: spec.position ?? (type === 'intern' ? 'web_developer_intern' : 'head_product_tech'),
      status: spec.status ?? 'submitted',
      fullName: `${spec.name} ${token}`,
      email: `${spec.name.toLowerCase()}.${token}@mail.com`,
      submittedAt: new Date(Date.UTC(2026, 5, 1, 12, spec.minute ?? i)),
      interviewNotes: spec.interviewNotes ?? '',
      teamLeadPreference: type === 'team_lead' ? 'product_tech' : null,
      ...(type === 'intern'
        ? { ...internAnswers, priorityRanking: null, fallbackOption: null, spicyQuestions: null }
        : { thriftzExplanation: null, roleExperience: null, futureIdeas: null, ...teamLeadAnswers }),
    };
    ids.push(await insertApplication(t.db, row));
  }
  return { token, ids };
}
