// POST /api/recruitment/submit: the public application form, as a visitor sends it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAddresses } from '../support/addresses.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { internAnswers, teamLeadAnswers } from './applications.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewIp = newAddresses();

const MISSING = 'Please fill in all required fields: ';
const UNIQUE = 'Priority ranking values must be unique (no duplicates allowed)';
const RANGE = 'Priority ranking values must be between 1 and 6';
const HOURS = 'Hours per week must be between 1 and 40';
const SUBMITTED = 'Application submitted successfully!';

type Body = Record<string, unknown> & {
  personalInfo: Record<string, unknown>;
  availability: Record<string, unknown>;
  preferences: Record<string, unknown>;
  /** Team-lead answers only (teamLeadAnswers). */
  fallbackOption?: boolean;
};

function common(token = randomUUID().slice(0, 8)) {
  return {
    personalInfo: {
      fullName: `Riya ${token}`,
      email: `riya.${token}@gmail.com`,
      phone: '+91 98765 43210',
      college: 'Campus Institute of Technology',
      branch: 'Computer Science',
      yearOfStudy: '2',
      linkedin: '',
      github: 'https://github.com/riya',
      portfolio: null,
    },
    resumeLink: 'https://drive.example.com/riya.pdf',
    motivation: 'I want to help students on my campus trade instead of throwing things away.',
    experience: 'Ran the college coding club for a year.',
    availability: { hoursPerWeek: 12, startDate: '2026-09-07', duration: '2_months' },
    preferences: { workMode: 'hybrid' },
    additionalInfo: '',
  };
}

const intern = (token?: string): Body => ({ applicationType: 'intern', position: 'web_developer_intern', ...common(token), ...internAnswers });
const teamLead = (token?: string): Body => {
  const base = common(token);
  return {
    applicationType: 'team_lead',
    position: 'head_product_tech',
    ...base,
    preferences: { workMode: 'remote', teamLeadPreference: 'product_tech' },
    ...teamLeadAnswers,
  };
};

const submit = (body: object, ip = fromNewIp()) => t.request().post('/api/recruitment/submit').set('X-Forwarded-For', ip).send(body);
const rowsFor = (email: string) => t.db('recruitmentApplications').where({ email });
const expectRefusal = async (body: object, detail: string, status = 400) => {
  const email = ((body as Body).personalInfo.email as string | undefined) ?? '';
  const res = await submit(body).expect(status);
  expect(res.body).toMatchObject({ status, detail, error: detail });
  if (email) expect(await rowsFor(email.toLowerCase())).toHaveLength(0);
  return res;
};

describe('POST /api/recruitment/submit', () => {
  it('stores an intern application as submitted, trimmed, with only the intern answers, and queues the receipt', async () => {
    const body = intern();
    const info = body.personalInfo;
    info.fullName = `  ${info.fullName as string} `;
    // Another type's answers sent along are not kept.
    const res = await submit({ ...body, fallbackOption: true }).expect(201);
    expect(res.body).toEqual({ success: true, message: SUBMITTED, applicationId: expect.any(String) });
    const [row] = await rowsFor(info.email as string);
    expect(row).toMatchObject({
      id: res.body.applicationId,
      applicationType: 'intern',
      position: 'web_developer_intern',
      status: 'submitted',
      fullName: (info.fullName as string).trim(),
      linkedin: null,
      github: 'https://github.com/riya',
      thriftzExplanation: internAnswers.thriftzExplanation,
      priorityRanking: null,
      fallbackOption: null,
      spicyQuestions: null,
      hoursPerWeek: 12,
      duration: '2_months',
      workMode: 'hybrid',
      teamLeadPreference: null,
    });
    const mails = await t.outbox(info.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'recruitment-received', subject: 'We received your application for Web Developer Intern' });
    expect(mails[0]!.textBody).toContain(`Hi ${(info.fullName as string).trim()},`);
  });

  it('stores a team-lead application (and a specialist one, which applies as team_lead) with rankings, fallback and answers', async () => {
    const body = teamLead();
    const res = await submit(body).expect(201);
    const [row] = await rowsFor(body.personalInfo.email as string);
    expect(row).toMatchObject({
      id: res.body.applicationId,
      applicationType: 'team_lead',
      position: 'head_product_tech',
      priorityRanking: teamLeadAnswers.priorityRanking,
      fallbackOption: true,
      spicyQuestions: teamLeadAnswers.spicyQuestions,
      thriftzExplanation: null,
      teamLeadPreference: 'product_tech',
    });
    expect((await t.outbox(body.personalInfo.email as string)).map((m) => m.subject)).toEqual([
      'We received your application for Head of Product & Tech',
    ]);

    const specialist = { ...teamLead(), position: 'social_media_specialist' };
    delete specialist.fallbackOption;
    await submit(specialist).expect(201);
    expect((await rowsFor(specialist.personalInfo.email as string))[0]).toMatchObject({ position: 'social_media_specialist', fallbackOption: false });
  });

  it('names every missing required field, blank or whitespace-only or left out', async () => {
    const body = intern();
    body.personalInfo = { ...body.personalInfo, fullName: '   ', college: '' };
    delete body.personalInfo.branch;
    body.motivation = '\n ';
    body.availability = { ...body.availability, startDate: '' };
    body.preferences = { workMode: '' };
    const res = await expectRefusal(body, `${MISSING}Full Name, College, Branch, Motivation, Start Date, Work Mode`);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
      '/body/personalInfo/fullName',
      '/body/personalInfo/college',
      '/body/personalInfo/branch',
      '/body/motivation',
      '/body/availability/startDate',
      '/body/preferences/workMode',
    ]);

    const noPosition = intern();
    delete noPosition.position;
    noPosition.personalInfo.yearOfStudy = '';
    noPosition.resumeLink = ' ';
    delete noPosition.availability.hoursPerWeek;
    noPosition.availability.duration = '';
    noPosition.personalInfo.phone = '';
    await expectRefusal(noPosition, `${MISSING}Phone, Year of Study, Position, Resume Link, Hours per Week, Duration`);

    const noEmail = intern();
    noEmail.personalInfo.email = ' ';
    await expectRefusal(noEmail, `${MISSING}Email`);
  });

  it("requires an intern's three answers, and a team lead's six rankings and five leadership answers", async () => {
    await expectRefusal({ ...intern(), thriftzExplanation: ' ', roleExperience: undefined, futureIdeas: '' }, `${MISSING}Understanding of Thriftz, Role Experience, Future Ideas`);

    const lead = teamLead();
    lead.priorityRanking = { family: 1, love: 2, friends: 3 };
    lead.spicyQuestions = { ...teamLeadAnswers.spicyQuestions, pressureHandling: '  ', failureHandling: '' };
    await expectRefusal(
      lead,
      `${MISSING}Priority Ranking (Clubs), Priority Ranking (Thriftz), Priority Ranking (Extracurriculars), Pressure Handling, Failure Handling`,
    );
    const noAnswers = teamLead();
    delete noAnswers.priorityRanking;
    delete noAnswers.spicyQuestions;
    const res = await expectRefusal(noAnswers, expect.stringContaining(`${MISSING}Priority Ranking (Family),`) as unknown as string);
    expect(res.body.detail).toMatch(/Leadership Style, Pressure Handling, Innovation Idea, Team Motivation, Failure Handling$/);
  });

  it("refuses duplicate rankings and rankings outside 1 to 6 with the form's messages", async () => {
    const duplicate = teamLead();
    duplicate.priorityRanking = { ...teamLeadAnswers.priorityRanking, love: 1 };
    await expectRefusal(duplicate, UNIQUE);

    for (const rank of [0, 7]) {
      const outside = teamLead();
      outside.priorityRanking = { ...teamLeadAnswers.priorityRanking, clubs: rank };
      await expectRefusal(outside, RANGE);
    }
  });

  it('refuses hours per week outside 1 to 40', async () => {
    for (const hours of [0, 41, -3]) {
      const body = intern();
      body.availability = { ...body.availability, hoursPerWeek: hours };
      await expectRefusal(body, HOURS);
    }
    const edge = intern();
    edge.availability = { ...edge.availability, hoursPerWeek: 40 };
    await submit(edge).expect(201);
  });

  it('refuses an e-mail address that is not one, and a start date that does not exist', async () => {
    const body = intern();
    body.personalInfo.email = 'riya-at-gmail';
    const res = await submit(body).expect(400);
    expect(res.body).toMatchObject({ detail: 'Please enter a valid email address.', errors: [{ path: '/body/personalInfo/email' }] });

    const badDate = intern();
    badDate.availability = { ...badDate.availability, startDate: '2026-02-30' };
    await expectRefusal(badDate, 'Please enter a valid start date.');
  });

  it("refuses a position of the other type: specialists and heads apply as team_lead, interns as intern", async () => {
    await expectRefusal({ ...intern(), position: 'web_developer' }, 'Web Developer is not an internship position: please choose one of those.');
    await expectRefusal({ ...teamLead(), position: 'marketing_intern' }, 'Marketing Intern is not a team lead or specialist position: please choose one of those.');
    // An unknown code is the contract's refusal.
    await submit({ ...intern(), position: 'ceo' }).expect(400);
  });

  it('refuses a second open application for the same position from the same address (any case), but not for another position', async () => {
    const token = randomUUID().slice(0, 8);
    await submit(intern(token)).expect(201);
    const again = intern(token);
    again.personalInfo.email = (again.personalInfo.email as string).toUpperCase();
    const res = await submit(again).expect(409);
    expect(res.body).toMatchObject({ code: 'already-applied', error: res.body.detail });
    expect(res.body.detail).toContain('already applied for this position');
    await submit({ ...intern(token), position: 'marketing_intern' }).expect(201);

    // Once the first is closed (rejected), the same person may apply again.
    const email = intern(token).personalInfo.email as string;
    await t.db('recruitmentApplications').where({ email, position: 'web_developer_intern' }).update({ status: 'rejected' });
    await submit(intern(token)).expect(201);
    expect(await rowsFor(email)).toHaveLength(3);
  });

  it('refuses text longer than the contract allows and unknown fields', async () => {
    await submit({ ...intern(), motivation: 'x'.repeat(5001) }).expect(400);
    const long = intern();
    long.personalInfo.fullName = 'x'.repeat(201);
    await submit(long).expect(400);
    await submit({ ...intern(), status: 'selected' }).expect(400);
  });

  it('is open to visitors; the application shows in the admin list, and students cannot read that list', async () => {
    const body = teamLead();
    const { body: sent } = await submit(body).expect(201);
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    const list = await admin.get('/api/recruitment/applications?status=submitted&pageSize=100').expect(200);
    const found = (list.body.applications as { _id: string }[]).find((a) => a._id === sent.applicationId);
    expect(found).toMatchObject({
      personalInfo: { email: body.personalInfo.email, fullName: body.personalInfo.fullName },
      applicationType: 'team_lead',
      positionTitle: 'Head of Product & Tech',
      status: 'submitted',
      preferences: { workMode: 'remote', teamLeadPreference: 'product_tech' },
    });
    const student = await t.loginAs(await t.createUser());
    await student.get('/api/recruitment/applications').expect(403);
    await t.request().get('/api/recruitment/applications').expect(401);
  });

  it("limits applications per IP address: the 11th in an hour gets 429 'Too many attempts. Try again later.'", async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 10; i += 1) await submit(intern(), ip).expect(201);
    const res = await submit(intern(), ip).expect(429);
    expect(res.body).toMatchObject({ detail: 'Too many attempts. Try again later.', code: 'rate-limited', error: 'Too many attempts. Try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await submit(intern()).expect(201);
  });
});
