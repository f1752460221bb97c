import { z } from 'zod';
import { Id, MAX_ID, PlayerName, Text } from './common';

const int = () => z.number().int();
const instant = () =>
  z.string().meta({ description: 'ISO 8601 instant', example: '2026-11-27T20:14:00.000Z' });

/** Why an admin decided as they did: optional, kept in the audit log. */
export const ReviewNote = z.object({ reason: Text('The reason', 500).optional() }).meta({ id: 'ReviewNote' });
export type ReviewNote = z.infer<typeof ReviewNote>;

/** A score held for review: above its level's plausibility bound when it was imported. */
export const HeldScore = z
  .object({
    id: int(),
    playerName: z.string().meta({ example: 'KarmaDancer' }),
    locationId: int(),
    locationName: z.string().meta({ example: 'London Shoreditch' }),
    gameId: int(),
    gameName: z.string().meta({ example: 'Flash Mines' }),
    level: int().meta({ description: 'Level number, 0-based (shown 1-10)', example: 2 }),
    score: int().meta({ example: 900_000 }),
    topScore: int().meta({ description: "The level's top at the venue when it came", example: 5800 }),
    bound: int().meta({ description: 'The plausibility bound it was above', example: 11_600 }),
    playedAt: instant(),
    heldAt: instant(),
  })
  .meta({ id: 'HeldScore' });
export type HeldScore = z.infer<typeof HeldScore>;

/** A counted score to void: a player's best on one level at one venue, as its board shows it. */
export const VoidRequest = z
  .object({
    playerName: PlayerName,
    locationId: Id,
    gameId: Id,
    level: z
      .number()
      .int()
      .min(0)
      .max(9)
      .meta({ description: 'Level number, 0-based (shown 1-10)', example: 2 }),
    reason: Text('The reason', 500).optional(),
  })
  .meta({ id: 'VoidRequest' });
export type VoidRequest = z.infer<typeof VoidRequest>;

/** A voided score, until it is restored. */
export const VoidedScore = z
  .object({
    id: int().max(MAX_ID),
    playerName: z.string(),
    locationId: int(),
    locationName: z.string(),
    gameId: int(),
    gameName: z.string(),
    level: int().meta({ description: 'Level number, 0-based (shown 1-10)' }),
    score: int(),
    playedAt: instant(),
    voidedAt: instant(),
  })
  .meta({ id: 'VoidedScore' });
export type VoidedScore = z.infer<typeof VoidedScore>;

/** One entry of the review audit log: every accept, reject, void and restore, kept forever. */
export const ScoreAuditEntry = z
  .object({
    id: int(),
    action: z.enum(['accept', 'reject', 'void', 'restore']),
    userId: int(),
    userName: z.string().nullable().meta({ description: 'The admin, as their account names them' }),
    at: instant(),
    reason: z.string().nullable(),
    playerName: z.string(),
    locationId: int(),
    locationName: z.string().nullable().meta({ description: 'null once the venue is deleted' }),
    gameId: int(),
    gameName: z.string().nullable().meta({ description: 'null once the game is deleted' }),
    level: int().meta({ description: 'Level number, 0-based (shown 1-10)' }),
    playedAt: instant(),
    score: int(),
  })
  .meta({ id: 'ScoreAuditEntry' });
export type ScoreAuditEntry = z.infer<typeof ScoreAuditEntry>;

export const HeldDecision = z
  .object({ id: int(), status: z.enum(['accepted', 'rejected']) })
  .meta({ id: 'HeldDecision' });
export type HeldDecision = z.infer<typeof HeldDecision>;

export const VoidResult = z.object({ voidedId: int() }).meta({ id: 'VoidResult' });
export type VoidResult = z.infer<typeof VoidResult>;
