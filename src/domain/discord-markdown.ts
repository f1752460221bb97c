/**
 * Text as itself in a Discord message: every character Discord's markdown gives a meaning to is
 * escaped. A player named `[Claim prize](https://evil.example)` would otherwise put a masked link
 * into the bot's messages: the overtaken alerts to everyone they pass, the replies to a command
 * (mentions ping nobody: the messages allow none).
 */
export function discordLiteral(text: string): string {
  return text.replace(/[\\*_~`|>#<@[\]()-]/g, '\\$&');
}
