import './admin.css';
import * as Tabs from '@radix-ui/react-tabs';
import { type JSX, useEffect, useState } from 'react';
import { ADMIN_TABS, type AdminTab, adminTab } from '../../domain/admin-paths';
import type { VoidRequestInAddress } from '../../domain/void-link';
import { adminHeldScores } from '../../stores/admin-reviews';
import { BadgesTab } from './BadgesTab';
import { ChallengeList } from './ChallengeList';
import { LocationsTab } from './LocationsTab';
import { PlayerLinksTab } from './PlayerLinksTab';
import { ScoreReviewSection } from './ScoreReviewSection';
import { UsersSection } from './UsersSection';
import { useStoreState } from './use-admin-list';

const PANELS: Record<AdminTab, (props: { voidRequest: VoidRequestInAddress }) => JSX.Element> = {
  challenges: () => <ChallengeList />,
  'player-links': PlayerLinksTab,
  locations: LocationsTab,
  badges: BadgesTab,
  scores: ScoreReviewSection,
};

/** How many scores wait for review, on the Held scores tab: none says nothing. */
function HeldCount() {
  const { data } = useStoreState(adminHeldScores);
  useEffect(() => {
    void adminHeldScores.load();
  }, []);
  if (data.length === 0) return null;
  return (
    <span className="count-badge">
      {data.length}
      <span className="visually-hidden"> waiting</span>
    </span>
  );
}

/**
 * The admin panel: tabs Challenges, Player Links, Locations, Badges and Held scores (with how many
 * wait: the scores held for review, voided scores and the review log), then the users and their
 * roles. The open tab is kept in the address (?tab=) so a reload stays on it. `voidRequest` is the
 * score a void link names (`?void=`: src/domain/void-link.ts), for the Void form: it opens on
 * the Held scores tab.
 */
export function AdminPanel({
  initialTab,
  voidRequest,
}: {
  initialTab?: string | null | undefined;
  voidRequest?: VoidRequestInAddress;
}) {
  const [tab, setTab] = useState<AdminTab>(adminTab(initialTab ?? (voidRequest ? 'scores' : null)));
  const choose = (value: string) => {
    const next = adminTab(value);
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  };
  return (
    <div className="admin-panel">
      <h1 className="admin-panel__title">Admin</h1>
      <Tabs.Root value={tab} onValueChange={choose} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label="Admin sections">
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className="admin-tabs__tab tab-button">
              {t.label}
              {t.value === 'scores' && <HeldCount />}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((t) => {
          const Panel = PANELS[t.value];
          return (
            <Tabs.Content key={t.value} value={t.value} className="admin-tabs__panel">
              <Panel voidRequest={voidRequest} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <UsersSection />
    </div>
  );
}
