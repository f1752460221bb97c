import { z } from 'zod';
import { addDays, type DayClock, dayEnd, dayOf, yearStart } from '../../domain/days';
import { discordLiteral } from '../../domain/discord-markdown';
import { cleanPlayerName, playerNameProblem, sameName } from '../../domain/player-name';
import type { Db } from '../db/client';
import { findPlayer } from '../services/players';
import { snapshotTrackedProfiles } from '../services/profile-snapshots';
import {
  claimedPlayerOfChatUser,
  trackProfile,
  untrackProfile,
  venueCount,
} from '../services/tracked-profiles';

/** Interaction and response types of Discord's API. */
export const PING = 1;
export const APPLICATION_COMMAND = 2;
export const PONG = 1;
const CHANNEL_MESSAGE = 4;
/** Message flag: only the person who typed the command sees the reply. */
const EPHEMERAL = 64;

const Snowflake = z.string().regex(/^\d{1,20}$/);
const ChatUser = z.object({ id: Snowflake.optional() }).nullish();

/**
 * The parts of an interaction we read; whatever else Discord sends is ignored. Its id is
 * required: it is what a replay is recognised by.
 */
export const Interaction = z.object({
  id: Snowflake,
  type: z.number().int(),
  channel_id: Snowflake.nullish(),
  member: z.object({ user: ChatUser }).nullish(),
  user: ChatUser,
  data: z
    .object({
      name: z.string().optional(),
      options: z.array(z.object({ name: z.string(), value: z.unknown().optional() })).optional(),
    })
    .nullish(),
});
export type Interaction = z.infer<typeof Interaction>;

/** A reply only its author sees. */
function reply(content: string) {
  return { type: CHANNEL_MESSAGE, data: { content, flags: EPHEMERAL } };
}

interface CommandContext {
  db: Db;
  rolesChannelId: string | undefined;
  clock: DayClock;
  now: Date;
  siteName: string;
}

/**
 * Handles /track and /untrack. Accepted only in the roles channel, and only from the profile's
 * owner: the Discord account of a user whose claim on that profile was approved. Every refusal
 * says what to do instead.
 */
export async function handleCommand(interaction: Interaction, ctx: CommandContext) {
  const command = interaction.data?.name;
  if (command !== 'track' && command !== 'untrack') return reply('Unknown command.');
  if (!ctx.rolesChannelId || interaction.channel_id !== ctx.rolesChannelId) {
    return reply(
      ctx.rolesChannelId
        ? `Please use /${command} in the <#${ctx.rolesChannelId}> channel.`
        : 'Tracking is not set up on this server yet: ask an admin.',
    );
  }
  // Names (typed, or of the player found) and the site's name go into the reply as themselves.
  const site = discordLiteral(ctx.siteName);
  const typed = interaction.data?.options?.find((o) => o.name === 'profile')?.value;
  const name = typeof typed === 'string' ? cleanPlayerName(typed) : '';
  if (name === '') return reply('Give the profile name: /track profile:YourName');
  // No player can have such a name (control characters, a NUL among them, or nothing visible).
  if (playerNameProblem(name))
    return reply(`That is not a player name ${site} could have: check the spelling and try again.`);
  const player = await findPlayer(ctx.db, name);
  if (!player) return reply(`No player named ${discordLiteral(name)} was found on ${site}.`);

  const shown = discordLiteral(player.name);
  const discordId = interaction.member?.user?.id ?? interaction.user?.id ?? '';
  const claimed = await claimedPlayerOfChatUser(ctx.db, discordId);
  if (!claimed || !sameName(claimed, player.name)) {
    return reply(
      `Only the owner of ${shown} can do this. Log in on ${site} with this Discord account, ` +
        'claim the profile from its Account Summary, and try again once an admin has approved it.',
    );
  }

  if (command === 'untrack') {
    await untrackProfile(ctx.db, player.id);
    return reply(`${shown} is no longer tracked.`);
  }
  await trackProfile(ctx.db, player.id, discordId, ctx.now);
  // The first cached profile is the one yesterday closed with, as the rollover would have taken
  // it: the site says "since yesterday" of what it compares against, from the first day on. The
  // daily rollover takes the next ones.
  const yesterday = addDays(dayOf(ctx.now, ctx.clock), -1);
  const close = dayEnd(yesterday, ctx.clock);
  await snapshotTrackedProfiles(
    ctx.db,
    yesterday,
    close,
    yearStart(new Date(close.getTime() - 1), ctx.clock.timeZone),
    [player.id],
  );
  const venues = await venueCount(ctx.db, player.id);
  return reply(
    `${shown} is now tracked at ${venues} venue${venues === 1 ? '' : 's'}: ${site} shows what changed since yesterday's close.`,
  );
}
