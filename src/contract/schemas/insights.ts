import { z } from 'zod';

const int = () => z.number().int();

/** One level worth another attempt (see src/domain/play-next.ts for the model). */
export const PlayNextSuggestion = z
  .object({
    kind: z.enum(['crown', 'below-par', 'improve', 'new']).meta({
      description:
        "'crown': within 5% of the top; 'below-par': below what the player's neighbouring levels say; 'improve': played, in line with the player's other levels, below the top; 'new': never played. Each kind's estimate is calibrated on the chain's history (docs/play-next.md).",
    }),
    roomName: z.string().meta({ example: 'Grid' }),
    gameId: int().meta({ example: 12 }),
    gameName: z.string().meta({ example: 'Flash Mines' }),
    levelId: int().min(0).max(9).meta({ description: 'Level number, 0-based (shown 1-10)', example: 2 }),
    highScore: int().meta({ description: "The player's best, 0 when never played", example: 620 }),
    topScore: int().meta({ example: 1000 }),
    expectedScore: int().meta({ description: 'The score one attempt is expected to reach', example: 903 }),
    expectedGain: int().meta({
      description:
        'expectedScore − highScore: what players on average added the next time they set a best on such a level',
      example: 283,
    }),
    explanation: z.string().meta({
      example: 'You average 90% of the top on Flash Mines L1–L4; Flash Mines L3 is at 62%: about +283',
    }),
  })
  .meta({ id: 'PlayNextSuggestion' });
export type PlayNextSuggestion = z.infer<typeof PlayNextSuggestion>;

/** What the player's never-played games at another of their venues would add. */
export const OtherVenueGain = z
  .object({
    locationId: int(),
    locationName: z.string().meta({ example: 'Leeds' }),
    roomName: z.string().meta({ example: 'Grid' }),
    games: int().meta({ description: 'Games of the room never played there', example: 3 }),
    expectedGain: int().meta({ example: 41_000 }),
    line: z
      .string()
      .meta({ example: "At Leeds you would gain 41,000 points by playing Grid's three new games" }),
  })
  .meta({ id: 'OtherVenueGain' });
export type OtherVenueGain = z.infer<typeof OtherVenueGain>;

/** What to play next at a venue, and at the player's other venues. */
export const PlayNext = z
  .object({
    playerName: z.string(),
    locationId: int(),
    locationName: z.string(),
    suggestions: z.array(PlayNextSuggestion).meta({
      description: 'Played and new levels in turn, each by expected gain, the larger first (at most 50)',
    }),
    otherVenues: z.array(OtherVenueGain).meta({ description: 'Highest expected gain first' }),
  })
  .meta({ id: 'PlayNext' });
export type PlayNext = z.infer<typeof PlayNext>;

/** A personal best, a top score taken, or a top score lost. */
export const RecentItem = z
  .object({
    kind: z.enum(['best', 'first', 'top-taken', 'top-lost']).meta({
      description:
        "'best': beat their own best; 'first': first score on the level; 'top-taken': their best became the venue's top; 'top-lost': a top they held at the start of the window is now someone else's",
    }),
    at: z.string().meta({ description: 'When (ISO 8601)', example: '2026-11-24T18:02:11.000Z' }),
    gameId: int(),
    gameName: z.string().meta({ example: 'Flash Mines' }),
    roomName: z.string().meta({ example: 'Grid' }),
    levelId: int().min(0).max(9),
    score: int().meta({ description: "The player's best now", example: 4210 }),
    previous: int().meta({ description: 'Their best before the window (0: none)', example: 3890 }),
    topScore: int().meta({ description: "The venue's top now", example: 4210 }),
    rival: z
      .string()
      .nullable()
      .meta({ description: "Who holds the top now, for 'top-lost'", example: 'FuryFox' }),
  })
  .meta({ id: 'RecentItem' });
export type RecentItem = z.infer<typeof RecentItem>;

/** A player's recent personal bests and top scores at a venue. */
export const RecentBests = z
  .object({
    playerName: z.string(),
    locationId: int(),
    since: z
      .string()
      .meta({ description: 'Start of the window (ISO 8601): the start of the business day six days ago' }),
    items: z.array(RecentItem).meta({ description: 'Newest first' }),
  })
  .meta({ id: 'RecentBests' });
export type RecentBests = z.infer<typeof RecentBests>;
