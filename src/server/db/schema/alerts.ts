import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { players } from './players';

/** How an alert reaches the player: the Discord bot's direct message, or a Web Push notification. */
export type AlertChannel = 'discord' | 'push';

/**
 * The overtaken alerts' outbox: what a tracked player is to be told, written by the import in the
 * same transaction as the scores that caused it, and delivered afterwards by the alert sender.
 * One row per player, business day and channel: a later event of the same day folds into the
 * unsent message, and is dropped once the day's message has gone (docs/decisions.md).
 */
export const overtakenAlerts = pgTable(
  'overtaken_alerts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The first event's kind: 'top' (a top score taken) or 'passed' (passed on a venue board). */
    kind: text('kind').notNull(),
    /** `{ events: OvertakenEvent[] }` (src/domain/overtaken.ts), in the order they happened. */
    details: jsonb('details').notNull(),
    channel: text('channel').$type<AlertChannel>().notNull().default('discord'),
    /** The chat user a Discord message goes to (the tracked profile's, when the alert was written). */
    chatUserId: text('chat_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far; the sender gives up after its maximum (and sets gave_up_at). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [
    unique('overtaken_alerts_player_day_channel').on(t.playerId, t.day, t.channel),
    // The sender's queue: only what is still to be sent.
    index('overtaken_alerts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);

/**
 * The browsers that asked for a player's alerts by Web Push (docs/web-push.md): the push service's
 * endpoint (unique: a browser's subscription follows one player) and the keys its messages are
 * encrypted with. Deleted when the push service says it is gone (404, 410). A browser keeps one
 * subscription (its device cookie's hash); the player's own account's are never crowded out.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that made it (a hash of its device cookie): its next subscription replaces this one. */
    deviceHash: text('device_hash'),
    /** The player's own account, when its approved claim made it: never crowded out by others. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_player_idx').on(t.playerId),
    index('push_subscriptions_device_idx').on(t.deviceHash),
  ],
);
