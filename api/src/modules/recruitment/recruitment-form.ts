// The public application form's checks, in the form's own words and order (spec 2, section 5), so
// a client that skips the web form's checks hears what the form would have said.
import type { FormMessages } from '../../http/error-handler.js';
import type { FieldError } from '../../http/problem.js';
import type { JsonBody } from '../../http/contract.js';
import { positionTitle, typeOfPosition } from './recruitment-positions.js';
import type { ApplicationInsert, PriorityRanking, SpicyQuestions } from './recruitment.repository.js';

export type ApplicationInput = JsonBody<'submitApplication'>;

export const FORM_MESSAGES = {
  missing: 'Please fill in all required fields: ',
  rankingUnique: 'Priority ranking values must be unique (no duplicates allowed)',
  rankingRange: 'Priority ranking values must be between 1 and 6',
  hours: 'Hours per week must be between 1 and 40',
  email: 'Please enter a valid email address.',
  submitted: 'Application submitted successfully!',
} as const;

/** The ranked areas with the names the missing-fields message uses. */
export const RANKED_AREAS: [keyof PriorityRanking, string][] = [
  ['family', 'Family'],
  ['love', 'Love'],
  ['friends', 'Friends'],
  ['clubs', 'Clubs'],
  ['thriftz', 'Thriftz'],
  ['extracurriculars', 'Extracurriculars'],
];

const SPICY: [keyof SpicyQuestions, string][] = [
  ['leadershipStyle', 'Leadership Style'],
  ['pressureHandling', 'Pressure Handling'],
  ['innovationIdea', 'Innovation Idea'],
  ['teamMotivation', 'Team Motivation'],
  ['failureHandling', 'Failure Handling'],
];

const INTERN_ANSWERS: ['thriftzExplanation' | 'roleExperience' | 'futureIdeas', string][] = [
  ['thriftzExplanation', 'Understanding of Thriftz'],
  ['roleExperience', 'Role Experience'],
  ['futureIdeas', 'Future Ideas'],
];

/** The contact form's "simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The validator's refusals of the ranges the contract also states, in the form's words (app.ts registers them). */
export const recruitmentFormMessages: FormMessages = {
  submitApplication: {
    'availability/hoursPerWeek': FORM_MESSAGES.hours,
    ...Object.fromEntries(RANKED_AREAS.map(([key]) => [`priorityRanking/${key}`, FORM_MESSAGES.rankingRange])),
  },
};

const refusal = (message: string, path: string): { message: string; errors: FieldError[] } => ({ message, errors: [{ path, message }] });

/** The first check the application fails, or undefined when it passes them all. */
export function applicationRefusal(input: ApplicationInput): { message: string; errors: FieldError[] } | undefined {
  const info = input.personalInfo;
  const lead = input.applicationType === 'team_lead';
  const required: [unknown, string, string][] = [
    [info.fullName, 'Full Name', '/body/personalInfo/fullName'],
    [info.email, 'Email', '/body/personalInfo/email'],
    [info.phone, 'Phone', '/body/personalInfo/phone'],
    [info.college, 'College', '/body/personalInfo/college'],
    [info.branch, 'Branch', '/body/personalInfo/branch'],
    [info.yearOfStudy, 'Year of Study', '/body/personalInfo/yearOfStudy'],
    [input.position, 'Position', '/body/position'],
    [input.resumeLink, 'Resume Link', '/body/resumeLink'],
    [input.motivation, 'Motivation', '/body/motivation'],
    [input.availability.hoursPerWeek, 'Hours per Week', '/body/availability/hoursPerWeek'],
    [input.availability.startDate, 'Start Date', '/body/availability/startDate'],
    [input.availability.duration, 'Duration', '/body/availability/duration'],
    [input.preferences.workMode, 'Work Mode', '/body/preferences/workMode'],
    ...(lead
      ? [
          ...RANKED_AREAS.map(([key, name]): [unknown, string, string] => [input.priorityRanking?.[key], `Priority Ranking (${name})`, `/body/priorityRanking/${key}`]),
          ...SPICY.map(([key, name]): [unknown, string, string] => [input.spicyQuestions?.[key], name, `/body/spicyQuestions/${key}`]),
        ]
      : INTERN_ANSWERS.map(([key, name]): [unknown, string, string] => [input[key], name, `/body/${key}`])),
  ];
  const missing = required.filter(([value]) => blank(value));
  if (missing.length) {
    const message = FORM_MESSAGES.missing + missing.map(([, name]) => name).join(', ');
    return { message, errors: missing.map(([, , path]) => ({ path, message })) };
  }

  if (lead) {
    const ranks = RANKED_AREAS.map(([key]) => input.priorityRanking![key]!);
    if (new Set(ranks).size !== ranks.length) return refusal(FORM_MESSAGES.rankingUnique, '/body/priorityRanking');
    if (ranks.some((r) => r < 1 || r > 6)) return refusal(FORM_MESSAGES.rankingRange, '/body/priorityRanking');
  }
  const hours = input.availability.hoursPerWeek!;
  if (hours < 1 || hours > 40) return refusal(FORM_MESSAGES.hours, '/body/availability/hoursPerWeek');
  if (!EMAIL_PATTERN.test(info.email!.trim())) return refusal(FORM_MESSAGES.email, '/body/personalInfo/email');
  const startDate = input.availability.startDate!;
  if (Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)) || new Date(`${startDate}T00:00:00Z`).toISOString().slice(0, 10) !== startDate) {
    return refusal('Please enter a valid start date.', '/body/availability/startDate');
  }
  if (typeOfPosition(input.position!) !== input.applicationType) {
    const kind = lead ? 'a team lead or specialist' : 'an internship';
    return refusal(`${positionTitle(input.position!)} is not ${kind} position: please choose one of those.`, '/body/position');
  }
  return undefined;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';
const optional = (value: string | null | undefined) => text(value) || null;

/** The row of an application that passed `applicationRefusal`: trimmed, and only its own type's answers. */
export function toInsert(input: ApplicationInput): ApplicationInsert {
  const info = input.personalInfo;
  const lead = input.applicationType === 'team_lead';
  return {
    applicationType: input.applicationType,
    position: input.position!,
    fullName: text(info.fullName),
    email: text(info.email).toLowerCase(),
    phone: text(info.phone),
    college: text(info.college),
    branch: text(info.branch),
    yearOfStudy: info.yearOfStudy as ApplicationInsert['yearOfStudy'],
    linkedin: optional(info.linkedin),
    github: optional(info.github),
    portfolio: optional(info.portfolio),
    resumeLink: text(input.resumeLink),
    motivation: text(input.motivation),
    experience: text(input.experience),
    thriftzExplanation: lead ? null : text(input.thriftzExplanation),
    roleExperience: lead ? null : text(input.roleExperience),
    futureIdeas: lead ? null : text(input.futureIdeas),
    priorityRanking: lead ? (input.priorityRanking as PriorityRanking) : null,
    fallbackOption: lead ? (input.fallbackOption ?? false) : null,
    spicyQuestions: lead ? (Object.fromEntries(SPICY.map(([key]) => [key, text(input.spicyQuestions?.[key])])) as unknown as SpicyQuestions) : null,
    hoursPerWeek: input.availability.hoursPerWeek!,
    startDate: input.availability.startDate!,
    duration: input.availability.duration as ApplicationInsert['duration'],
    workMode: input.preferences.workMode as ApplicationInsert['workMode'],
    teamLeadPreference: lead ? ((input.preferences.teamLeadPreference || null) as ApplicationInsert['teamLeadPreference']) : null,
    additionalInfo: text(input.additionalInfo),
  };
}
