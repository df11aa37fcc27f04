import type { RecruitmentPosition } from '@thriftz/client/generated/model';

export type PositionKind = 'intern' | 'team_lead' | 'specialist';

export interface Position {
  code: RecruitmentPosition;
  title: string;
  kind: PositionKind;
  /** Open places (spec 2, section 3). */
  vacancies: number;
  summary: string;
}

/** Every open role, by tab (spec 2, 2.9 and section 3). */
export const POSITIONS: Position[] = [
  { code: 'web_developer_intern', title: 'Web Developer Intern', kind: 'intern', vacancies: 3, summary: 'Build features in React and Node alongside the product team.' },
  { code: 'graphic_designer_intern', title: 'Graphic Designer Intern', kind: 'intern', vacancies: 3, summary: 'Posters, social posts and in-app illustrations with the brand team.' },
  { code: 'marketing_intern', title: 'Marketing Intern', kind: 'intern', vacancies: 4, summary: 'Plan campaigns that bring new students and stores onto Thriftz.' },
  { code: 'outreach_intern', title: 'Outreach Intern', kind: 'intern', vacancies: 4, summary: 'Take Thriftz to new hostels, clubs and campuses.' },
  { code: 'business_development_intern', title: 'Business Development Intern', kind: 'intern', vacancies: 4, summary: 'Bring student entrepreneurs and local shops into mini stores.' },
  { code: 'community_intern', title: 'Community Intern', kind: 'intern', vacancies: 4, summary: 'Run events and keep the campus community friendly and safe.' },
  { code: 'hr_intern', title: 'HR Intern', kind: 'intern', vacancies: 1, summary: 'Help recruit, onboard and look after the team.' },
  { code: 'head_product_tech', title: 'Head of Product & Tech', kind: 'team_lead', vacancies: 1, summary: 'Own the roadmap and lead the developers and designers.' },
  { code: 'head_business_ops', title: 'Head of Business & Operations', kind: 'team_lead', vacancies: 1, summary: 'Run partnerships, finance and day-to-day operations.' },
  { code: 'head_marketing_community', title: 'Head of Marketing & Community', kind: 'team_lead', vacancies: 1, summary: 'Lead the brand, campaigns and the community team.' },
  { code: 'head_outreach_expansion', title: 'Head of Outreach & Expansion', kind: 'team_lead', vacancies: 1, summary: 'Open new campuses and lead the outreach interns.' },
  { code: 'hr_admin', title: 'HR & Admin Lead', kind: 'team_lead', vacancies: 1, summary: 'Lead hiring, onboarding and the team’s wellbeing.' },
  { code: 'web_developer', title: 'Web Developer', kind: 'specialist', vacancies: 1, summary: 'Own parts of the codebase and mentor the developer interns.' },
  { code: 'graphic_designer', title: 'Graphic Designer', kind: 'specialist', vacancies: 1, summary: 'Shape the visual identity and review the design interns’ work.' },
  { code: 'business_development_manager', title: 'Business Development Manager', kind: 'specialist', vacancies: 1, summary: 'Close store partnerships and grow mini stores.' },
  { code: 'legal_admin_coordinator', title: 'Legal & Admin Coordinator', kind: 'specialist', vacancies: 1, summary: 'Keep terms, policies and paperwork in order.' },
  { code: 'social_media_specialist', title: 'Social Media Specialist', kind: 'specialist', vacancies: 1, summary: 'Run Thriftz’s Instagram and LinkedIn day to day.' },
  { code: 'community_manager', title: 'Community Manager', kind: 'specialist', vacancies: 1, summary: 'Look after the campus community and its moderators.' },
];

export const TABS: { kind: PositionKind; label: string; places: string; description: string }[] = [
  { kind: 'intern', label: 'Internships', places: 'Internship places', description: 'Two months with a team, from Sept 7th. Open to every year and branch.' },
  { kind: 'team_lead', label: 'Team Leads', places: 'Team lead places', description: 'Lead a team of interns and own an area of Thriftz.' },
  { kind: 'specialist', label: 'Specialists', places: 'Specialist places', description: 'Go deep in one craft and guide the interns in it.' },
];

export const positionsOf = (kind: PositionKind) => POSITIONS.filter((p) => p.kind === kind);
export const vacanciesOf = (kind: PositionKind) => positionsOf(kind).reduce((sum, p) => sum + p.vacancies, 0);
export const findPosition = (code: unknown) => POSITIONS.find((p) => p.code === code);

/** Specialists apply with the team-lead form (applicationType team_lead). */
export const applicationTypeOf = (position: Position) => (position.kind === 'intern' ? 'intern' : 'team_lead');

/** The pages live at /recruitment and, on the staging site, at /staging/recruitment. */
export const recruitmentBase = (pathname: string) => (pathname.startsWith('/staging/') ? '/staging/recruitment' : '/recruitment');

/** What the Apply Now buttons hand the form as navigation state. */
export interface ApplyState {
  position?: RecruitmentPosition;
  /** From the hero's buttons: which kind of form to open when no position is chosen yet. */
  kind?: 'intern' | 'team_lead';
}
