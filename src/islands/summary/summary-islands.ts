// The summary's islands drawn with the page (its figures, and What to play next's friends to
// beat), imported from this one module so that the browser downloads them as one script: the
// friends to beat as an entry of its own cost the summary a request and its code a chunk of its
// own (see src/islands/shell/shell-islands.ts). The History chart stays apart: it loads late.
export { FriendsToBeat } from './FriendsToBeat';
export { type SummaryFigures, SummaryView } from './SummaryView';
