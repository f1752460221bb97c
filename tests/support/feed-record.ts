/** A score record as a venue's feed sends it (one line of the import's NDJSON). */
export interface FeedRecord {
  player: string;
  location: string;
  room: string;
  game: string;
  level: number;
  score: number;
  playedAt: string;
}
