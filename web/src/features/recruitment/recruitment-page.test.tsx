import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import RecruitmentPage from './recruitment-page';

function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

const renderAt = (at: string) =>
  renderRoute(
    [
      { path: '/recruitment', element: <RecruitmentPage /> },
      { path: '/staging/recruitment', element: <RecruitmentPage /> },
      { path: '*', element: <StateProbe /> },
    ],
    at,
  );

describe('RecruitmentPage', () => {
  it('shows the stats and the organisation, and the tabs with 7, 5 and 6 roles and their vacancies', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/recruitment');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const text of ['20+', '10+', '2 months', 'Sept 7th', 'Co-founders', 'Interns']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Internships7', 'Team Leads5', 'Specialists6']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button', { name: /^Apply Now for/ })).toHaveLength(7);
    expect(within(panel).getByText('23 vacancies in all', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Marketing Intern' }).parentElement).toHaveTextContent('4 vacancies');

    await user.click(screen.getByRole('tab', { name: /Team Leads/ }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button', { name: /^Apply Now for/ })).toHaveLength(5);
    expect(within(panel).getByRole('heading', { name: 'HR & Admin Lead' })).toBeInTheDocument();

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Specialists/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Apply Now for/ })).toHaveLength(6);
  });

  it('Apply Now opens the form with the role as navigation state, under /staging on the staging site', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/staging/recruitment');
    await user.click(screen.getByRole('tab', { name: /Specialists/ }));
    await user.click(screen.getByRole('button', { name: 'Apply Now for Community Manager' }));
    expect(screen.getByTestId('state')).toHaveTextContent('/staging/recruitment/apply {"position":"community_manager"}');
  });

  it("the hero's buttons open the form for internships or for team leads", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/recruitment');
    await user.click(screen.getByRole('button', { name: /Apply for Team Lead/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('/recruitment/apply {"kind":"team_lead"}');
  });
});
