// The positions' names as applicants read them (spec 2, 2.9), for e-mails and the audit log.
const POSITION_TITLES: Record<string, string> = {
  web_developer_intern: 'Web Developer Intern',
  graphic_designer_intern: 'Graphic Designer Intern',
  marketing_intern: 'Marketing Intern',
  outreach_intern: 'Outreach Intern',
  business_development_intern: 'Business Development Intern',
  community_intern: 'Community Intern',
  hr_intern: 'HR Intern',
  head_product_tech: 'Head of Product & Tech',
  head_business_ops: 'Head of Business & Operations',
  head_marketing_community: 'Head of Marketing & Community',
  head_outreach_expansion: 'Head of Outreach & Expansion',
  hr_admin: 'HR & Admin Lead',
  web_developer: 'Web Developer',
  graphic_designer: 'Graphic Designer',
  business_development_manager: 'Business Development Manager',
  legal_admin_coordinator: 'Legal & Admin Coordinator',
  social_media_specialist: 'Social Media Specialist',
  community_manager: 'Community Manager',
};

export const positionTitle = (code: string) => POSITION_TITLES[code] ?? code;

/**
 * Which application type each position takes (spec 2, section 3): specialists apply with the
 * team-lead form, so they are `team_lead` like the heads.
 */
export const INTERN_POSITIONS: readonly string[] = [
  'web_developer_intern',
  'graphic_designer_intern',
  'marketing_intern',
  'outreach_intern',
  'business_development_intern',
  'community_intern',
  'hr_intern',
];

export const typeOfPosition = (code: string): 'intern' | 'team_lead' => (INTERN_POSITIONS.includes(code) ? 'intern' : 'team_lead');
