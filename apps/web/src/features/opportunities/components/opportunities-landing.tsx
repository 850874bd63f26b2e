import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

export const OPPORTUNITY_TABS = ['Job', 'Project'] as const;
export type OpportunityTab = (typeof OPPORTUNITY_TABS)[number];

export function toOpportunityTab(value: string | null, fallback: OpportunityTab): OpportunityTab {
  return OPPORTUNITY_TABS.find((tab) => tab.toLowerCase() === value?.toLowerCase()) ?? fallback;
}

type OpportunitiesLandingProps = {
  fullname: string | undefined;
  heading: string;
  defaultTab: OpportunityTab;
  editProfilePath: string;
  /** What the empty list says for the selected tab: what will appear here and what to do next. */
  renderEmptyState: (tab: OpportunityTab) => ReactNode;
};

export function OpportunitiesLanding({
  fullname,
  heading,
  defaultTab,
  editProfilePath,
  renderEmptyState,
}: OpportunitiesLandingProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedTab = toOpportunityTab(searchParams.get('tab'), defaultTab);
  const idPrefix = useId();
  const tabRefs = useRef<Record<OpportunityTab, HTMLButtonElement | null>>({ Job: null, Project: null });

  function selectTab(tab: OpportunityTab) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = OPPORTUNITY_TABS.indexOf(selectedTab);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next =
      OPPORTUNITY_TABS[(index + step + OPPORTUNITY_TABS.length) % OPPORTUNITY_TABS.length] ?? selectedTab;
    selectTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="page page--wide">
      <p className="eyebrow">{fullname ? `Welcome, ${fullname}` : 'Welcome'}</p>
      <h1>{heading}</h1>
      <div className="tabs" role="tablist" aria-label="Opportunity type">
        {OPPORTUNITY_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab}`}
            aria-selected={tab === selectedTab}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab === selectedTab ? 0 : -1}
            className={`tabs__tab${tab === selectedTab ? ' tabs__tab--selected' : ''}`}
            onClick={() => selectTab(tab)}
            onKeyDown={handleTabKeyDown}
          >
            {tab === 'Job' ? 'Jobs' : 'Projects'}
          </button>
        ))}
      </div>
      <section
        className="empty-state"
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${selectedTab}`}
      >
        {renderEmptyState(selectedTab)}
        <div className="actions">
          <Link className="button button--primary" to={editProfilePath}>
            Edit your profile
          </Link>
          <Link className="button button--secondary" to="/">
            Back to home
          </Link>
        </div>
      </section>
    </div>
  );
}
