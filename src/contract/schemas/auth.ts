import { z } from 'zod';

/** The logged-in user as the site sees them. The e-mail is masked to its first letters. */
export const AuthUser = z
  .object({
    id: z.number().int(),
    role: z.enum(['user', 'admin']),
    playerName: z.string().nullable().meta({ description: 'The claimed profile, once a claim is approved' }),
    playerLocationId: z.number().int().nullable().meta({
      description:
        "The claimed player's venue with their highest total: where their summary opens as the user's own on any device; null without an approved claim (or scores)",
      example: 3,
    }),
    email: z
      .string()
      .nullable()
      .meta({ description: 'Masked: first letters only', example: 'al***@ex***.com' }),
    displayName: z.string().nullable(),
    heldScores: z.number().int().nullable().meta({
      description:
        "For an admin, how many scores the import holds for review (the site's bar shows it); null for anyone else",
      example: 2,
    }),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

/** Who is logged in, and which login providers are configured. */
export const AuthState = z
  .object({
    isAuthenticated: z.boolean(),
    user: AuthUser.nullable(),
    providers: z.object({ google: z.boolean(), discord: z.boolean() }),
  })
  .meta({ id: 'AuthState' });
export type AuthState = z.infer<typeof AuthState>;

/** The query of a login or a logout: where to come back to (the server keeps it on this site). */
export const ReturnToQuery = z.object({
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'A page of this site to come back to (anything else goes to the home page)' }),
});

/**
 * What a login provider sends back: the state and the code, or an error; anything else it adds
 * (Google's scope, iss...) is read with the code by the provider's library.
 */
export const CallbackQuery = z.looseObject({
  state: z.string().min(1).optional().meta({ description: 'The single-use state the login started with' }),
  code: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'The authorization code, exchanged with its PKCE verifier' }),
  error: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Set when the user declined: the browser goes back without logging in' }),
});
