import { useStore } from '@nanostores/react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { type MouseEvent, type SyntheticEvent, useEffect, useId, useState } from 'react';
import { playerSearchPath } from '../../domain/back-path';
import { TABLET_BREAKPOINT } from '../../domain/constants';
import { locationIdOfPath, type PlayerScreen, playerNameOfPath } from '../../domain/paths';
import { $page } from '../../stores/page';
import { ModalDialog } from '../shared/ModalDialog';
import { useIsMobile } from '../shared/use-is-mobile';

interface Props {
  /** The screen shown: its item is selected (found by path prefix). */
  screen: PlayerScreen;
  siteName: string;
  /** Where "Activate Discord" leads. */
  inviteUrl: string;
}

interface Item {
  label: string;
  /** Relative to the player's location path, so the menu is the same for every player. */
  href?: string;
  disabled?: boolean;
  children?: Item[];
}

/** The menu's id: the hamburger's link to it before the script runs. */
const EARLY_MENU = 'player-menu';

const ITEMS: Item[] = [
  { label: 'Summary', href: 'summary' },
  {
    label: 'Games',
    href: 'games',
    children: [
      { label: 'Grid', disabled: true },
      { label: 'Strike', disabled: true },
      { label: 'Press', disabled: true },
    ],
  },
  { label: 'Badges', disabled: true },
  { label: 'Leaderboard', href: 'leaderboard' },
  { label: 'World Leaderboard', href: 'world-leaderboard' },
  { label: 'Global League', href: 'global-league' },
  { label: 'Discord Challenges', disabled: true },
];

function MenuLinks({
  screen,
  inviteUrl,
  loading,
  onNavigate,
}: Props & { loading: boolean; onNavigate?: () => void }) {
  const block = (event: MouseEvent) => {
    if (loading) event.preventDefault();
    else onNavigate?.();
  };
  const link = (item: Item, nested = false) => {
    const selected = item.href !== undefined && screen.startsWith(item.href);
    const disabled = item.disabled === true || loading;
    return (
      <li key={item.label} className={nested ? 'side-menu__sub' : undefined}>
        {item.href && !item.disabled ? (
          <a
            className={`side-menu__item${selected ? ' side-menu__item--selected' : ''}`}
            href={item.href}
            aria-current={selected ? 'page' : undefined}
            aria-disabled={disabled || undefined}
            tabIndex={disabled ? -1 : undefined}
            onClick={block}
          >
            {item.label}
          </a>
        ) : (
          <span className="side-menu__item side-menu__item--disabled" aria-disabled="true">
            {item.label}
            {item.label === 'Discord Challenges' && <span className="side-menu__soon"> (coming soon)</span>}
          </span>
        )}
        {item.children && (
          <ul className="side-menu__list">{item.children.map((child) => link(child, true))}</ul>
        )}
      </li>
    );
  };
  return (
    <nav className="side-menu__nav" aria-label="Player menu">
      <ul className="side-menu__list">
        {ITEMS.map((item) => link(item))}
        <li>
          <a
            className="side-menu__item"
            href="/strategy/1"
            aria-disabled={loading || undefined}
            onClick={block}
          >
            Play Strategy
          </a>
        </li>
        <li>
          <a className="side-menu__item" href="/friends" aria-disabled={loading || undefined} onClick={block}>
            Friends
          </a>
        </li>
      </ul>
      <ul className="side-menu__list side-menu__extra">
        <li>
          <a
            className="side-menu__item"
            href="/"
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (loading) return;
              // Back to the start, where the location choice opens for this player.
              const path = window.location.pathname;
              window.location.assign(playerSearchPath(playerNameOfPath(path), locationIdOfPath(path)));
            }}
          >
            Switch Location
          </a>
        </li>
        <li>
          <a className="side-menu__item" href={inviteUrl} target="_blank" rel="noopener noreferrer">
            Activate Discord<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        {/* The public boards and league, without this player (added after the fixed items). */}
        <li>
          <a
            className="side-menu__item"
            href="/leaderboards"
            aria-disabled={loading || undefined}
            onClick={block}
          >
            All Leaderboards
          </a>
        </li>
        <li>
          <a className="side-menu__item" href="/league" aria-disabled={loading || undefined} onClick={block}>
            League Directory
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** The phone's drawer: the menu in a modal dialog, with a title and a close button. */
function MenuDrawer({ onClose, ...props }: Props & { loading: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog className="drawer" labelledBy={titleId} onClose={onClose}>
      <div className="drawer__head">
        <h2 id={titleId} className="drawer__title">
          Menu
        </h2>
        <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
          <X aria-hidden="true" />
        </button>
      </div>
      <MenuLinks {...props} onNavigate={onClose} />
    </ModalDialog>
  );
}

/**
 * The newer UI's side menu. From 960 px it stands beside the content; below, it opens from a
 * hamburger button as a drawer over a dimmed page, with a close button. Every item is disabled
 * while the page loads.
 */
export function SideMenu(props: Props) {
  const { loading } = useStore($page);
  const narrow = useIsMobile(TABLET_BREAKPOINT);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!narrow) setOpen(false);
  }, [narrow]);

  const openDrawer = (event: SyntheticEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  // Before the script runs (seconds on a weak signal), the hamburger is a link to the menu beside
  // the content, which the style sheet then shows as the drawer (`:target`), with a link that
  // closes it. Once the script runs, the same control opens the modal drawer instead.
  return (
    <>
      <aside id={EARLY_MENU} className="side-menu side-menu--desktop">
        <a className="icon-button side-menu__early-close" href="#main" aria-label="Close menu">
          <X aria-hidden="true" />
        </a>
        <a className="side-menu__brand" href="/">
          {props.siteName}
        </a>
        <MenuLinks {...props} loading={loading} />
      </aside>
      <div className="side-menu__bar">
        {/* biome-ignore lint/a11y/useSemanticElements: a link opens the menu before the script runs; a button could not */}
        <a
          href={`#${EARLY_MENU}`}
          role="button"
          className="icon-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openDrawer}
          onKeyDown={(event) => {
            // A button opens on Space as well as Enter (a link on Enter alone).
            if (event.key === ' ') openDrawer(event);
          }}
        >
          <Menu aria-hidden="true" />
        </a>
        {open && <MenuDrawer {...props} loading={loading} onClose={() => setOpen(false)} />}
        <a className="side-menu__brand side-menu__brand--bar" href="/">
          {props.siteName}
        </a>
      </div>
    </>
  );
}
