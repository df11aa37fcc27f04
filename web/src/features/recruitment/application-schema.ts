import type { RecruitmentApplicationInput, RecruitmentPriorityRanking, RecruitmentSpicyQuestions } from '@thriftz/client/generated/model';
import { applicationTypeOf, findPosition } from './positions';

/** The spec's words (spec 2, sections 5 and 8). */
export const APPLICATION_MESSAGES = {
  missing: 'Please fill in all required fields: ',
  rankingUnique: 'Priority ranking values must be unique (no duplicates allowed)',
  rankingRange: 'Priority ranking values must be between 1 and 6',
  hours: 'Hours per week must be between 1 and 40',
  email: 'Please enter a valid email address.',
  url: 'Please enter a full web address, starting with https://',
  submitted: 'Application submitted successfully!',
  failed: 'Failed to submit application',
  network: 'Failed to submit application. Please try again.',
} as const;

export type RankedArea = keyof RecruitmentPriorityRanking;
export type SpicyQuestion = keyof RecruitmentSpicyQuestions;

export const RANKED_AREAS: [RankedArea, string][] = [
  ['family', 'Family'],
  ['love', 'Love'],
  ['friends', 'Friends'],
  ['clubs', 'Clubs'],
  ['thriftz', 'Thriftz'],
  ['extracurriculars', 'Extracurriculars'],
];

export const SPICY_QUESTIONS: [SpicyQuestion, string, string][] = [
  ['leadershipStyle', 'Leadership Style', 'How would you describe your leadership style?'],
  ['pressureHandling', 'Pressure Handling', 'Tell us about a time you worked under heavy pressure. What did you do?'],
  ['innovationIdea', 'Innovation Idea', 'What is one bold idea you would bring to Thriftz?'],
  ['teamMotivation', 'Team Motivation', 'How do you keep a team motivated when things get tough?'],
  ['failureHandling', 'Failure Handling', 'Describe a failure and what you changed because of it.'],
];

export const INTERN_QUESTIONS: ['thriftzExplanation' | 'roleExperience' | 'futureIdeas', string, string][] = [
  ['thriftzExplanation', 'Understanding of Thriftz', 'In your own words, what is Thriftz and who is it for?'],
  ['roleExperience', 'Role Experience', 'What have you done that prepares you for this role?'],
  ['futureIdeas', 'Future Ideas', 'What would you like to build or try at Thriftz?'],
];

/** What the form holds: every input as its text. */
export interface ApplicationValues {
  position: string;
  fullName: string;
  email: string;
  phone: string;
  college: string;
  branch: string;
  yearOfStudy: string;
  linkedin: string;
  github: string;
  portfolio: string;
  resumeLink: string;
  motivation: string;
  experience: string;
  hoursPerWeek: string;
  startDate: string;
  duration: string;
  workMode: string;
  teamLeadPreference: string;
  thriftzExplanation: string;
  roleExperience: string;
  futureIdeas: string;
  priorityRanking: Record<RankedArea, string>;
  fallbackOption: boolean;
  spicyQuestions: Record<SpicyQuestion, string>;
  additionalInfo: string;
}

export const emptyApplication = (position = ''): ApplicationValues => ({
  position,
  fullName: '',
  email: '',
  phone: '',
  college: '',
  branch: '',
  yearOfStudy: '',
  linkedin: '',
  github: '',
  portfolio: '',
  resumeLink: '',
  motivation: '',
  experience: '',
  hoursPerWeek: '',
  startDate: '',
  duration: '2_months',
  workMode: '',
  teamLeadPreference: '',
  thriftzExplanation: '',
  roleExperience: '',
  futureIdeas: '',
  priorityRanking: { family: '', love: '', friends: '', clubs: '', thriftz: '', extracurriculars: '' },
  fallbackOption: false,
  spicyQuestions: { leadershipStyle: '', pressureHandling: '', innovationIdea: '', teamMotivation: '', failureHandling: '' },
  additionalInfo: '',
});

/** A field's name in the form (react-hook-form's path). */
export type FieldName = keyof ApplicationValues | `priorityRanking.${RankedArea}` | `spicyQuestions.${SpicyQuestion}`;

export interface Refusal {
  /** The message the toast shows. */
  message: string;
  /** The fields it concerns, with what each shows under it. */
  fields: Partial<Record<FieldName, string>>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isWebAddress = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim());

/** The team-lead form is for team leads and specialists; a form without a position yet asks for neither type's answers. */
export const typeOf = (values: Pick<ApplicationValues, 'position'>) => {
  const position = findPosition(values.position);
  return position ? applicationTypeOf(position) : undefined;
};

/**
 * The form's checks in its order: required fields (blank or whitespace-only counts as missing),
 * unique rankings, rankings 1 to 6, hours 1 to 40, then the address formats the inputs' types
 * stand for. Experience is required here too: the form marks it required, so the browser's own
 * check kept it from being sent blank, although the server's list leaves it out.
 */
export function validateApplication(values: ApplicationValues): Refusal | undefined {
  const type = typeOf(values);
  const required: [FieldName, string, string][] = [
    ['fullName', 'Full Name', values.fullName],
    ['email', 'Email', values.email],
    ['phone', 'Phone', values.phone],
    ['college', 'College', values.college],
    ['branch', 'Branch', values.branch],
    ['yearOfStudy', 'Year of Study', values.yearOfStudy],
    ['position', 'Position', values.position],
    ['resumeLink', 'Resume Link', values.resumeLink],
    ['motivation', 'Motivation', values.motivation],
    ['experience', 'Experience', values.experience],
    ['hoursPerWeek', 'Hours per Week', values.hoursPerWeek],
    ['startDate', 'Start Date', values.startDate],
    ['duration', 'Duration', values.duration],
    ['workMode', 'Work Mode', values.workMode],
    ...(type === 'intern' ? INTERN_QUESTIONS.map(([key, name]): [FieldName, string, string] => [key, name, values[key]]) : []),
    ...(type === 'team_lead'
      ? [
          ...RANKED_AREAS.map(([key, name]): [FieldName, string, string] => [`priorityRanking.${key}`, `Priority Ranking (${name})`, values.priorityRanking[key]]),
          ...SPICY_QUESTIONS.map(([key, name]): [FieldName, string, string] => [`spicyQuestions.${key}`, name, values.spicyQuestions[key]]),
        ]
      : []),
  ];
  const missing = required.filter(([, , value]) => value.trim() === '');
  if (missing.length) {
    return {
      message: APPLICATION_MESSAGES.missing + missing.map(([, name]) => name).join(', '),
      fields: Object.fromEntries(missing.map(([field]) => [field, 'This field is required.'])),
    };
  }

  const rankingFields = (message: string) => Object.fromEntries(RANKED_AREAS.map(([key]) => [`priorityRanking.${key}`, message]));
  if (type === 'team_lead') {
    const ranks = RANKED_AREAS.map(([key]) => Number(values.priorityRanking[key]));
    if (new Set(ranks).size !== ranks.length) return { message: APPLICATION_MESSAGES.rankingUnique, fields: rankingFields(APPLICATION_MESSAGES.rankingUnique) };
    if (ranks.some((r) => !Number.isInteger(r) || r < 1 || r > 6)) return { message: APPLICATION_MESSAGES.rankingRange, fields: rankingFields(APPLICATION_MESSAGES.rankingRange) };
  }
  const hours = Number(values.hoursPerWeek);
  if (!Number.isInteger(hours) || hours < 1 || hours > 40) return { message: APPLICATION_MESSAGES.hours, fields: { hoursPerWeek: APPLICATION_MESSAGES.hours } };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { message: APPLICATION_MESSAGES.email, fields: { email: APPLICATION_MESSAGES.email } };
  const badLinks = (['resumeLink', 'linkedin', 'github', 'portfolio'] as const).filter((key) => values[key].trim() !== '' && !isWebAddress(values[key]));
  if (badLinks.length) return { message: APPLICATION_MESSAGES.url, fields: Object.fromEntries(badLinks.map((key) => [key, APPLICATION_MESSAGES.url])) };
  return undefined;
}

const optional = (value: string) => value.trim() || null;

/** The call's body for values that passed `validateApplication`: rankings and hours as numbers, fallback as a boolean. */
export function toApplicationInput(values: ApplicationValues): RecruitmentApplicationInput {
  const type = typeOf(values) ?? 'intern';
  const base: RecruitmentApplicationInput = {
    applicationType: type,
    position: values.position as RecruitmentApplicationInput['position'],
    personalInfo: {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      college: values.college.trim(),
      branch: values.branch.trim(),
      yearOfStudy: values.yearOfStudy as NonNullable<RecruitmentApplicationInput['personalInfo']['yearOfStudy']>,
      linkedin: optional(values.linkedin),
      github: optional(values.github),
      portfolio: optional(values.portfolio),
    },
    resumeLink: values.resumeLink.trim(),
    motivation: values.motivation.trim(),
    experience: values.experience.trim(),
    availability: {
      hoursPerWeek: Number(values.hoursPerWeek),
      startDate: values.startDate,
      duration: values.duration as NonNullable<RecruitmentApplicationInput['availability']['duration']>,
    },
    preferences: { workMode: values.workMode as NonNullable<RecruitmentApplicationInput['preferences']['workMode']> },
    additionalInfo: values.additionalInfo.trim(),
  };
  if (type === 'intern') {
    return { ...base, thriftzExplanation: values.thriftzExplanation.trim(), roleExperience: values.roleExperience.trim(), futureIdeas: values.futureIdeas.trim() };
  }
  return {
    ...base,
    preferences: {
      ...base.preferences,
      teamLeadPreference: (values.teamLeadPreference || null) as RecruitmentApplicationInput['preferences']['teamLeadPreference'],
    },
    priorityRanking: Object.fromEntries(RANKED_AREAS.map(([key]) => [key, Number(values.priorityRanking[key])])) as RecruitmentApplicationInput['priorityRanking'],
    fallbackOption: values.fallbackOption,
    spicyQuestions: Object.fromEntries(SPICY_QUESTIONS.map(([key]) => [key, values.spicyQuestions[key].trim()])) as RecruitmentApplicationInput['spicyQuestions'],
  };
}
