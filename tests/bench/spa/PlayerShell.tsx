import { type ReactNode, useEffect } from 'react';
import type { PlayerScreen } from '../../../src/domain/paths';
import { UiSwitch } from '../../../src/islands/shared/UiSwitch';
import { BackBar } from '../../../src/islands/shell/BackBar';
import { HealthGate } from '../../../src/islands/shell/HealthGate';
import { PageStatus } from '../../../src/islands/shell/PageStatus';
import { SideMenu } from '../../../src/islands/shell/SideMenu';
import { SITE } from './site';

interface Props {
  screen: PlayerScreen;
  title: string;
  helper?: string;
  children?: ReactNode;
}

/** src/layouts/PlayerLayout.astro, rendered in the browser: the same islands around a screen. */
export function PlayerShell({ screen, title, helper, children }: Props) {
  useEffect(() => {
    document.title = `${title} · ${SITE.name}`;
  }, [title]);
  return (
    <>
      <div className="shell">
        <SideMenu screen={screen} siteName={SITE.name} inviteUrl={SITE.inviteUrl} />
        <main id="main" className="shell__main">
          <BackBar />
          <h1 className="shell__title">{title}</h1>
          {helper && <p className="shell__helper">{helper}</p>}
          <PageStatus />
          {children}
          <footer className="shell__footer">
            <UiSwitch from="new" playerScreen={screen} />
          </footer>
        </main>
      </div>
      <HealthGate />
    </>
  );
}
