import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreatePageHeader } from '../../ui/posts/create-page-parts';
import { ApplicationForm } from './application-form';
import { findPosition, recruitmentBase, type ApplyState, type PositionKind } from './positions';

const ALL_KINDS: PositionKind[] = ['intern', 'team_lead', 'specialist'];

/**
 * /recruitment/apply (and /staging/recruitment/apply). The role chosen on /recruitment arrives as
 * navigation state; opened directly (or from the hero's buttons) the visitor picks it in the form.
 */
export default function ApplyPage() {
  useDocumentTitle('Apply');
  const location = useLocation();
  const state = (location.state ?? {}) as ApplyState;
  const position = findPosition(state.position);
  const kinds: PositionKind[] = position || !state.kind ? ALL_KINDS : state.kind === 'intern' ? ['intern'] : ['team_lead', 'specialist'];
  const back = recruitmentBase(location.pathname);
  return (
    <div className="pb-16">
      <CreatePageHeader title={position ? `Apply for ${position.title}` : 'Apply to join Thriftz'}>
        Tell us about yourself. It takes about ten minutes; no account needed.
      </CreatePageHeader>
      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Link to={back} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-ink hover:underline sm:min-h-9">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All positions
        </Link>
        {/* A new role (another Apply Now while here) starts a new form. */}
        <ApplicationForm key={position?.code ?? state.kind ?? ''} position={position?.code} kinds={kinds} backTo={back} />
      </div>
    </div>
  );
}
