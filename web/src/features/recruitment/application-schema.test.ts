import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, emptyApplication, toApplicationInput, validateApplication, type ApplicationValues } from './application-schema';

const filled = (position: string): ApplicationValues => ({
  ...emptyApplication(position),
  fullName: 'Riya Sen',
  email: 'riya@gmail.com',
  phone: '9876543210',
  college: 'Campus Institute',
  branch: 'CSE',
  yearOfStudy: '2',
  resumeLink: 'https://drive.google.com/riya',
  motivation: 'I love the product.',
  experience: 'Coding club.',
  hoursPerWeek: '12',
  startDate: '2026-09-07',
  workMode: 'hybrid',
  thriftzExplanation: 'A campus marketplace.',
  roleExperience: 'Hackathons.',
  futureIdeas: 'Textbook week.',
  priorityRanking: { family: '1', love: '2', friends: '3', clubs: '4', thriftz: '5', extracurriculars: '6' },
  spicyQuestions: { leadershipStyle: 'a', pressureHandling: 'b', innovationIdea: 'c', teamMotivation: 'd', failureHandling: 'e' },
});

describe('validateApplication', () => {
  it('passes a complete intern and team-lead application', () => {
    expect(validateApplication(filled('web_developer_intern'))).toBeUndefined();
    expect(validateApplication(filled('head_product_tech'))).toBeUndefined();
    expect(validateApplication(filled('community_manager'))).toBeUndefined();
  });

  it('lists every missing field by name, blank or whitespace-only, in the form order', () => {
    const values = { ...filled('web_developer_intern'), fullName: '  ', college: '', hoursPerWeek: '', workMode: '', futureIdeas: '\n' };
    const refusal = validateApplication(values);
    expect(refusal?.message).toBe('Please fill in all required fields: Full Name, College, Hours per Week, Work Mode, Future Ideas');
    expect(Object.keys(refusal!.fields)).toEqual(['fullName', 'college', 'hoursPerWeek', 'workMode', 'futureIdeas']);
  });

  it("asks a team lead or specialist for all six rankings and five leadership answers, not the intern's", () => {
    const values = filled('social_media_specialist');
    values.priorityRanking = { ...values.priorityRanking, love: '', thriftz: '' };
    values.spicyQuestions = { ...values.spicyQuestions, teamMotivation: ' ' };
    values.thriftzExplanation = '';
    expect(validateApplication(values)?.message).toBe(
      'Please fill in all required fields: Priority Ranking (Love), Priority Ranking (Thriftz), Team Motivation',
    );
  });

  it('asks for a position when none is chosen', () => {
    expect(validateApplication(filled(''))?.message).toBe('Please fill in all required fields: Position');
  });

  it("says the spec's message for duplicate rankings, then for rankings outside 1 to 6", () => {
    const duplicate = filled('head_business_ops');
    duplicate.priorityRanking = { ...duplicate.priorityRanking, clubs: '1' };
    expect(validateApplication(duplicate)?.message).toBe(APPLICATION_MESSAGES.rankingUnique);
    expect(APPLICATION_MESSAGES.rankingUnique).toBe('Priority ranking values must be unique (no duplicates allowed)');

    const outside = filled('head_business_ops');
    outside.priorityRanking = { ...outside.priorityRanking, extracurriculars: '7' };
    expect(validateApplication(outside)?.message).toBe('Priority ranking values must be between 1 and 6');
  });

  it('keeps hours per week within 1 to 40', () => {
    for (const hours of ['0', '41', '2.5']) {
      expect(validateApplication({ ...filled('hr_intern'), hoursPerWeek: hours })?.message).toBe('Hours per week must be between 1 and 40');
    }
    expect(validateApplication({ ...filled('hr_intern'), hoursPerWeek: '1' })).toBeUndefined();
  });

  it('checks the e-mail address and the web addresses', () => {
    expect(validateApplication({ ...filled('hr_intern'), email: 'riya@' })?.message).toBe('Please enter a valid email address.');
    expect(validateApplication({ ...filled('hr_intern'), github: 'github.com/riya' })?.fields).toEqual({ github: APPLICATION_MESSAGES.url });
  });
});

describe('toApplicationInput', () => {
  it('sends rankings and hours as numbers, the fallback as a boolean, and only the chosen type’s answers', () => {
    const lead = toApplicationInput({ ...filled('web_developer'), fallbackOption: true, teamLeadPreference: 'product_tech' });
    expect(lead).toMatchObject({
      applicationType: 'team_lead',
      position: 'web_developer',
      availability: { hoursPerWeek: 12, startDate: '2026-09-07', duration: '2_months' },
      priorityRanking: { family: 1, extracurriculars: 6 },
      fallbackOption: true,
      preferences: { workMode: 'hybrid', teamLeadPreference: 'product_tech' },
    });
    expect(lead).not.toHaveProperty('thriftzExplanation');

    const intern = toApplicationInput({ ...filled('marketing_intern'), linkedin: ' ' });
    expect(intern).toMatchObject({ applicationType: 'intern', thriftzExplanation: 'A campus marketplace.', personalInfo: { linkedin: null } });
    expect(intern).not.toHaveProperty('priorityRanking');
    expect(intern.preferences).toEqual({ workMode: 'hybrid' });
  });
});
