/** Games on the sample leaderboard. */
export const TOC_GAME_COUNT = 8;
/** Players on the sample leaderboard. */
export const TOC_PLAYER_COUNT = 8;
/** Share of players shown as 'Anonymous #n'. */
export const TOC_ANONYMOUS_SHARE = 0.3;
/** Lowest and highest sample score on one game; scores are multiples of 10, as on the floor. */
export const TOC_MIN_SCORE = 100;
export const TOC_MAX_SCORE = 9990;

/** Games the sample picks from. */
export const TOC_GAME_POOL: readonly string[] = [
  'Strategy',
  'Laser Maze',
  'Hexa Hop',
  'Pixel Run',
  'Neon Tag',
  'Color Rush',
  'Floor Is Lava',
  'Simon Says',
  'Beat Drop',
  'Mega Grid',
  'Wall Climb',
  'Target Blitz',
];

/** Player names the sample picks from. */
export const TOC_NAME_POOL: readonly string[] = [
  'Ava',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kira',
  'Leo',
  'Maya',
  'Noah',
  'Olivia',
  'Pablo',
];
