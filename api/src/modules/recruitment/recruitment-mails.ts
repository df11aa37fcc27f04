// The short plain e-mails an applicant gets when the team moves their application on.
import type { OutgoingEmail } from '../email/index.js';
import type { ApplicationRow, RecruitmentStatus } from './recruitment.repository.js';
import { positionTitle } from './recruitment-positions.js';

type Facts = Pick<ApplicationRow, 'email' | 'fullName' | 'position'>;

const SIGN_OFF = 'The Thriftz team';

/** What each status that the applicant hears about says; the others send nothing. */
const NEWS: Partial<Record<RecruitmentStatus, { subject: string; body: (role: string) => string }>> = {
  shortlisted: {
    subject: 'You are shortlisted for {role} at Thriftz',
    body: (role) => `Good news: your application for ${role} has been shortlisted. We will write to you soon to set up an interview.`,
  },
  interview_scheduled: {
    subject: 'Your Thriftz interview for {role}',
    body: (role) => `We would like to interview you for ${role}. Someone from the team will contact you with the time and place; reply to this e-mail if you have questions.`,
  },
  selected: {
    subject: 'Welcome to the Thriftz team',
    body: (role) => `Congratulations! You have been selected for ${role}. We will be in touch about your start and onboarding.`,
  },
  rejected: {
    subject: 'Your Thriftz application for {role}',
    body: (role) => `Thank you for applying for ${role}. After careful review we will not be moving forward with your application this time. We hope you will apply again.`,
  },
};

export function statusMail(application: Facts, status: RecruitmentStatus): OutgoingEmail | undefined {
  const news = NEWS[status];
  if (!news) return undefined;
  const role = positionTitle(application.position);
  return {
    to: application.email,
    template: `recruitment-${status.replaceAll('_', '-')}`,
    subject: news.subject.replace('{role}', role),
    text: `Hi ${application.fullName},\n\n${news.body(role)}\n\n${SIGN_OFF}\n`,
  };
}

/** The applicant's receipt, queued with the application itself. */
export function receivedMail(application: Facts & Pick<ApplicationRow, 'applicationType'>): OutgoingEmail {
  const role = positionTitle(application.position);
  return {
    to: application.email,
    template: 'recruitment-received',
    subject: `We received your application for ${role}`,
    text:
      `Hi ${application.fullName},\n\n` +
      `Thank you for applying for ${role} at Thriftz. Your application has reached the team; we review every one ` +
      `and will write to you at this address when it moves on.\n\n${SIGN_OFF}\n`,
  };
}
