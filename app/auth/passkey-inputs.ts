import { z } from "~/lib/zod";

/**
 * What the browser sends back from a passkey ceremony (@simplewebauthn/browser's JSON), checked for shape only: the
 * cryptography is @simplewebauthn/server's. Fields beyond these are kept as they came.
 */
const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/, "Expected base64url");

export const passkeyAuthenticationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export const passkeyRegistrationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** POST /auth/passkey/verify */
export const passkeySignInBody = z.object({
  response: passkeyAuthenticationResponse,
  redirectTo: z.string().max(2000).optional().describe("Where to go once signed in: a path on this site (default /dashboard)"),
});

/** POST /auth/passkey/register/verify */
export const passkeyRegisterBody = z.object({ response: passkeyRegistrationResponse });

/** A passkey as /account and the API show it. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A passkey's name, as the person sees it on /account. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** The rename form on /account. */
export const passkeyNameSchema = z.object({
  passkeyId: z.coerce.number().int().positive(),
  name: z
    .string({ error: "Please give the passkey a name." })
    .trim()
    .min(1, "Please give the passkey a name.")
    .max(PASSKEY_NAME_MAX_LENGTH, `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.`),
});
