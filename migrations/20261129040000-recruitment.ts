import type { Knex } from 'knex';

/**
 * Recruitment applications (spec 2, 2.9 and section 3): what a visitor sends from the public
 * application form, and what the back office's Recruitment panel reviews.
 *
 * - Applicants need no account, so nothing references `users`.
 * - Specialist roles apply with the team-lead form (spec 2: applicationType is intern or team_lead).
 *   The checks at the end hold each type's own answers: an intern's three answers, or a team lead's
 *   ranking, fallback and five leadership answers.
 * - `priority_ranking` ranks the six areas 1 to 6, each once: six values from 1 to 6 add up to 21
 *   and multiply to 720 only when they are 1..6 in some order.
 * - `recruitment_applications_status_idx` serves the status filter, `..._submitted_idx` the
 *   unfiltered list; both newest first.
 */
const POSITIONS = [
  'web_developer_intern',
  'graphic_designer_intern',
  'marketing_intern',
  'outreach_intern',
  'business_development_intern',
  'community_intern',
  'hr_intern',
  'head_product_tech',
  'head_business_ops',
  'head_marketing_community',
  'head_outreach_expansion',
  'hr_admin',
  'web_developer',
  'graphic_designer',
  'business_development_manager',
  'legal_admin_coordinator',
  'social_media_specialist',
  'community_manager',
];
const RANKED = ['family', 'love', 'friends', 'clubs', 'thriftz', 'extracurriculars'];
const SPICY = ['leadershipStyle', 'pressureHandling', 'innovationIdea', 'teamMotivation', 'failureHandling'];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
const rank = (key: string) => `(priority_ranking->>'${key}')::int`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE recruitment_applications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      application_type text NOT NULL CHECK (application_type IN ('intern', 'team_lead')),
      position text NOT NULL CHECK (position IN (${list(POSITIONS)})),
      status text NOT NULL DEFAULT 'submitted'
        CHECK (status IN ('submitted', 'under_review', 'shortlisted', 'interview_scheduled', 'selected', 'rejected', 'withdrawn')),
      full_name text NOT NULL CHECK (length(btrim(full_name)) BETWEEN 1 AND 200),
      email text NOT NULL CHECK (email LIKE '%_@_%' AND length(email) <= 254),
      phone text NOT NULL CHECK (length(btrim(phone)) BETWEEN 1 AND 30),
      college text NOT NULL CHECK (length(btrim(college)) BETWEEN 1 AND 200),
      branch text NOT NULL CHECK (length(btrim(branch)) BETWEEN 1 AND 200),
      year_of_study text NOT NULL CHECK (year_of_study IN ('1', '2', '3', '4', 'graduate')),
      linkedin text,
      github text,
      portfolio text,
      resume_link text NOT NULL CHECK (length(btrim(resume_link)) BETWEEN 1 AND 2000),
      motivation text NOT NULL CHECK (length(btrim(motivation)) BETWEEN 1 AND 5000),
      experience text NOT NULL DEFAULT '' CHECK (length(experience) <= 5000),
      thriftz_explanation text CHECK (length(thriftz_explanation) <= 5000),
      role_experience text CHECK (length(role_experience) <= 5000),
      future_ideas text CHECK (length(future_ideas) <= 5000),
      priority_ranking jsonb CHECK (
        priority_ranking IS NULL OR (
          jsonb_typeof(priority_ranking) = 'object'
          AND priority_ranking \\?& ARRAY[${list(RANKED)}]
          AND ${RANKED.map((k) => `${rank(k)} BETWEEN 1 AND 6`).join(' AND ')}
          AND ${RANKED.map(rank).join(' + ')} = 21
          AND ${RANKED.map(rank).join(' * ')} = 720
        )
      ),
      fallback_option boolean,
      spicy_questions jsonb CHECK (
        spicy_questions IS NULL OR (jsonb_typeof(spicy_questions) = 'object' AND spicy_questions \\?& ARRAY[${list(SPICY)}])
      ),
      hours_per_week integer NOT NULL CHECK (hours_per_week BETWEEN 1 AND 40),
      start_date date NOT NULL,
      duration text NOT NULL DEFAULT '2_months' CHECK (duration IN ('2_months', '3_6_months', '6_plus_months', 'long_term')),
      work_mode text NOT NULL CHECK (work_mode IN ('remote', 'hybrid', 'on_campus')),
      team_lead_preference text
        CHECK (team_lead_preference IN ('product_tech', 'business_ops', 'marketing_community', 'outreach_expansion')),
      additional_info text NOT NULL DEFAULT '' CHECK (length(additional_info) <= 5000),
      interview_notes text NOT NULL DEFAULT '' CHECK (length(interview_notes) <= 5000),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      status_updated_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (
        application_type <> 'intern'
        OR (thriftz_explanation IS NOT NULL AND role_experience IS NOT NULL AND future_ideas IS NOT NULL)
      ),
      CHECK (
        application_type <> 'team_lead'
        OR (priority_ranking IS NOT NULL AND fallback_option IS NOT NULL AND spicy_questions IS NOT NULL)
      )
    )`);
  await knex.raw(
    'CREATE INDEX recruitment_applications_status_idx ON recruitment_applications (status, submitted_at DESC, id DESC)',
  );
  await knex.raw('CREATE INDEX recruitment_applications_submitted_idx ON recruitment_applications (submitted_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE recruitment_applications');
}
