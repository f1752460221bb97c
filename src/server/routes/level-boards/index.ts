import { levelBoard } from './level-board';

/** A level's board at a venue (top 10, record, chain's best, and a player's place). */
export const levelBoardEndpoints = [levelBoard] as const;
