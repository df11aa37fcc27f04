// The demo's recruitment applications: interns, team leads and specialists at every stage, so the
// back office's Recruitment panel has something to review on first start.
import type { Knex } from 'knex';
import { insertApplication, type ApplicationInsert } from '../../api/src/modules/recruitment/index.js';
import type { Clock } from './time.js';

type Status = NonNullable<ApplicationInsert['status']>;

interface Applicant {
  fullName: string;
  position: string;
  status: Status;
  daysAgo: number;
  branch: string;
  yearOfStudy: ApplicationInsert['yearOfStudy'];
  motivation: string;
  experience: string;
  hoursPerWeek: number;
  workMode: ApplicationInsert['workMode'];
  interviewNotes?: string;
  intern?: { thriftzExplanation: string; roleExperience: string; futureIdeas: string };
  lead?: Pick<ApplicationInsert, 'priorityRanking' | 'fallbackOption' | 'spicyQuestions' | 'teamLeadPreference'>;
}

const applicants: Applicant[] = [
  {
    fullName: 'Ananya Iyer',
    position: 'web_developer_intern',
    status: 'submitted',
    daysAgo: 1,
    branch: 'Computer Science',
    yearOfStudy: '2',
    motivation: 'I sold half my first-year books on Thriftz and kept thinking of small things I would fix. I want to build them.',
    experience: 'React and TypeScript for the robotics club site; two hackathons (one podium).',
    hoursPerWeek: 12,
    workMode: 'hybrid',
    intern: {
      thriftzExplanation: 'A marketplace only for our campus: buy, sell and lend with people you can actually meet, plus requests, roommates and student-run stores.',
      roleExperience: 'Built a React dashboard for the robotics club and fixed accessibility issues on the fest website.',
      futureIdeas: 'Saved searches that ping you when a textbook you need is listed.',
    },
  },
  {
    fullName: 'Rohan Gupta',
    position: 'head_marketing_community',
    status: 'submitted',
    daysAgo: 2,
    branch: 'Management Studies',
    yearOfStudy: '3',
    motivation: 'Campus marketing is word of mouth first. I have run the largest club on campus and want to bring that reach to Thriftz.',
    experience: 'President of the entrepreneurship cell; ran a 2,000-person fest campaign.',
    hoursPerWeek: 15,
    workMode: 'on_campus',
    lead: {
      priorityRanking: { family: 1, thriftz: 2, friends: 3, clubs: 4, extracurriculars: 5, love: 6 },
      fallbackOption: true,
      teamLeadPreference: 'marketing_community',
      spicyQuestions: {
        leadershipStyle: 'Set a clear goal, give people ownership of a piece of it, and check in often.',
        pressureHandling: 'I break the week into small deliverables and protect time for the most important one.',
        innovationIdea: 'A "first week" kit for freshers built from seniors\' listings.',
        teamMotivation: 'Show the team the numbers move because of their work.',
        failureHandling: 'Our first fest sponsorship fell through; we wrote a post-mortem and closed two sponsors the next month.',
      },
    },
  },
  {
    fullName: 'Sneha Kulkarni',
    position: 'graphic_designer_intern',
    status: 'under_review',
    daysAgo: 4,
    branch: 'Design',
    yearOfStudy: '1',
    motivation: 'I want my posters to be seen by the whole campus, and Thriftz is where everyone is.',
    experience: 'Poster and social media design for the cultural committee.',
    hoursPerWeek: 10,
    workMode: 'remote',
    intern: {
      thriftzExplanation: 'The campus OLX, but friendlier and only for students.',
      roleExperience: 'Figma, Illustrator; made the fest\'s visual identity.',
      futureIdeas: 'A monthly "thrift haul" post series featuring real listings.',
    },
  },
  {
    fullName: 'Vikram Singh',
    position: 'business_development_manager',
    status: 'under_review',
    daysAgo: 6,
    branch: 'Economics',
    yearOfStudy: '4',
    motivation: 'I want to bring local shops near campus onto Thriftz as mini stores.',
    experience: 'Summer internship in sales at a Bengaluru start-up; managed sponsorships for the sports meet.',
    hoursPerWeek: 20,
    workMode: 'hybrid',
    lead: {
      priorityRanking: { thriftz: 1, family: 2, extracurriculars: 3, friends: 4, clubs: 5, love: 6 },
      fallbackOption: false,
      teamLeadPreference: 'business_ops',
      spicyQuestions: {
        leadershipStyle: 'Lead by doing the hardest call myself first.',
        pressureHandling: 'Prioritise ruthlessly and say no early.',
        innovationIdea: 'Student discounts from nearby shops, redeemed through Thriftz.',
        teamMotivation: 'Weekly shout-outs and a shared target board.',
        failureHandling: 'Lost a big sponsor once by replying late; now every lead gets an answer within a day.',
      },
    },
  },
  {
    fullName: 'Meghna Das',
    position: 'marketing_intern',
    status: 'shortlisted',
    daysAgo: 8,
    branch: 'Mass Communication',
    yearOfStudy: '2',
    motivation: 'I love telling stories about how students save money, and Thriftz has hundreds of them.',
    experience: 'Runs a campus food-review Instagram page with 4,000 followers.',
    hoursPerWeek: 10,
    workMode: 'hybrid',
    intern: {
      thriftzExplanation: 'It lets students pass things on instead of throwing them away, and earn a little doing it.',
      roleExperience: 'Instagram reels, a weekly newsletter for my hostel.',
      futureIdeas: 'A move-out week campaign so hostel leavers list instead of dumping.',
    },
  },
  {
    fullName: 'Aditya Menon',
    position: 'head_product_tech',
    status: 'interview_scheduled',
    daysAgo: 10,
    branch: 'Computer Science',
    yearOfStudy: '4',
    motivation: 'I want to own the product end to end and grow a small team of student engineers.',
    experience: 'Two internships in backend engineering; maintainer of a campus timetable app used by 3,000 students.',
    hoursPerWeek: 20,
    workMode: 'on_campus',
    interviewNotes: 'Interview on Friday, 5 pm, innovation lab. Ask about the timetable app\'s scaling and how he mentored juniors.',
    lead: {
      priorityRanking: { family: 1, thriftz: 2, love: 3, friends: 4, extracurriculars: 5, clubs: 6 },
      fallbackOption: true,
      teamLeadPreference: 'product_tech',
      spicyQuestions: {
        leadershipStyle: 'Small teams, clear ownership, code review as teaching.',
        pressureHandling: 'Ship the smallest useful thing, then iterate.',
        innovationIdea: 'Meet-up spots with safe, well-lit pickup points suggested on every chat.',
        teamMotivation: 'Let people demo their work to the whole campus.',
        failureHandling: 'Our timetable app went down in exam week; I added monitoring and a status page.',
      },
    },
  },
  {
    fullName: 'Farah Khan',
    position: 'community_intern',
    status: 'selected',
    daysAgo: 14,
    branch: 'Psychology',
    yearOfStudy: '3',
    motivation: 'I want every fresher to feel at home on campus, and trading with seniors is a great start.',
    experience: 'Hostel mentor for 40 freshers; organised two blood-donation drives.',
    hoursPerWeek: 8,
    workMode: 'on_campus',
    interviewNotes: 'Warm, organised, great ideas for fresher week. Selected: starts with the community team on the 7th.',
    intern: {
      thriftzExplanation: 'A safe place to buy and sell with people from your own campus.',
      roleExperience: 'Mentoring and event organising.',
      futureIdeas: 'Monthly swap meets in the quad, with listings posted beforehand.',
    },
  },
  {
    fullName: 'Karan Joshi',
    position: 'outreach_intern',
    status: 'rejected',
    daysAgo: 12,
    branch: 'Mechanical Engineering',
    yearOfStudy: '1',
    motivation: 'I want to learn how start-ups grow.',
    experience: '',
    hoursPerWeek: 5,
    workMode: 'remote',
    interviewNotes: 'Only 5 hours a week available this term; encouraged to apply again next semester.',
    intern: {
      thriftzExplanation: 'An app to sell things.',
      roleExperience: 'None yet.',
      futureIdeas: 'More posters.',
    },
  },
  {
    fullName: 'Ishita Bose',
    position: 'social_media_specialist',
    status: 'withdrawn',
    daysAgo: 9,
    branch: 'English Literature',
    yearOfStudy: 'graduate',
    motivation: 'Social media for a product students actually use sounded perfect.',
    experience: 'Managed the literature society\'s pages for two years.',
    hoursPerWeek: 12,
    workMode: 'remote',
    lead: {
      priorityRanking: { family: 1, friends: 2, love: 3, thriftz: 4, clubs: 5, extracurriculars: 6 },
      fallbackOption: false,
      teamLeadPreference: 'marketing_community',
      spicyQuestions: {
        leadershipStyle: 'Collaborative, with a shared content calendar.',
        pressureHandling: 'Batch content ahead of busy weeks.',
        innovationIdea: 'Student creators reviewing listings on reels.',
        teamMotivation: 'Credit every creator by name.',
        failureHandling: 'A post went out with a typo to 10,000 people; we now have a second pair of eyes on everything.',
      },
    },
  },
];

const slug = (name: string) => name.toLowerCase().replaceAll(' ', '.');

const DAY = 24 * 60 * 60 * 1000;

/** The applications, submitted days ago; those past "submitted" last moved a day after. Everyone starts in two weeks. */
export async function insertRecruitmentApplications(trx: Knex.Transaction | Knex, clock: Clock): Promise<number> {
  const startDate = clock.ago(-14).toISOString().slice(0, 10);
  for (const [i, a] of applicants.entries()) {
    const submittedAt = clock.ago(a.daysAgo, 2 + ((i * 5) % 9));
    await insertApplication(trx, {
      applicationType: a.intern ? 'intern' : 'team_lead',
      position: a.position,
      status: a.status,
      fullName: a.fullName,
      email: `${slug(a.fullName)}@campus.edu`,
      phone: `+91 90000 ${String(10001 + i).slice(1)}`,
      college: 'Campus Institute of Technology',
      branch: a.branch,
      yearOfStudy: a.yearOfStudy,
      linkedin: `https://www.linkedin.com/in/${slug(a.fullName).replace('.', '-')}`,
      github: a.position.includes('web') || a.position === 'head_product_tech' ? `https://github.com/${slug(a.fullName).replace('.', '')}` : null,
      portfolio: a.position.includes('graphic') ? `https://www.behance.net/${slug(a.fullName).replace('.', '')}` : null,
      resumeLink: `https://drive.google.com/file/d/${slug(a.fullName).replace('.', '-')}-resume/view`,
      motivation: a.motivation,
      experience: a.experience,
      thriftzExplanation: a.intern?.thriftzExplanation ?? null,
      roleExperience: a.intern?.roleExperience ?? null,
      futureIdeas: a.intern?.futureIdeas ?? null,
      priorityRanking: a.lead?.priorityRanking ?? null,
      fallbackOption: a.lead?.fallbackOption ?? null,
      spicyQuestions: a.lead?.spicyQuestions ?? null,
      hoursPerWeek: a.hoursPerWeek,
      startDate,
      duration: a.intern ? '2_months' : '3_6_months',
      workMode: a.workMode,
      teamLeadPreference: a.lead?.teamLeadPreference ?? null,
      additionalInfo: a.lead?.fallbackOption ? 'Happy to start as an intern if the lead role is filled.' : '',
      interviewNotes: a.interviewNotes ?? '',
      submittedAt,
      statusUpdatedAt: a.status === 'submitted' ? null : new Date(submittedAt.getTime() + DAY),
    });
  }
  return applicants.length;
}
