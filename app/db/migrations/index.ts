import type { Migration } from "kysely";
import * as m0001 from "./0001_users_sessions";
import * as m0002 from "./0002_contact_messages";
import * as m0003 from "./0003_questions";
import * as m0004 from "./0004_meditation_sessions";
import * as m0005 from "./0005_rate_limit_hits";
import * as m0010 from "./0010_account_tokens";
import * as m0011 from "./0011_contact_message_state";
import * as m0012 from "./0012_event_counts";
import * as m0013 from "./0013_admin_audit";
import * as m0020 from "./0020_conversations";
import * as m0021 from "./0021_drop_search_index";
import * as m0022 from "./0022_session_places";
import * as m0023 from "./0023_console_indexes";
import * as m0024 from "./0024_stored_responses";
import * as m0030 from "./0030_passkeys";
import * as m0031 from "./0031_owner_indexes";
import * as m0032 from "./0032_journey_html_and_search_index";

/**
 * Every migration, in order. Listed by hand (not read from disk) so the same list works in the bundled server,
 * in tests and in `npm run db:migrate`.
 */
export const migrations: Record<string, Migration> = {
  "0001_users_sessions": m0001,
  "0002_contact_messages": m0002,
  "0003_questions": m0003,
  "0004_meditation_sessions": m0004,
  "0005_rate_limit_hits": m0005,
  "0010_account_tokens": m0010,
  "0011_contact_message_state": m0011,
  "0012_event_counts": m0012,
  "0013_admin_audit": m0013,
  "0020_conversations": m0020,
  "0021_drop_search_index": m0021,
  "0022_session_places": m0022,
  "0023_console_indexes": m0023,
  "0024_stored_responses": m0024,
  "0030_passkeys": m0030,
  "0031_owner_indexes": m0031,
  "0032_journey_html_and_search_index": m0032,
};
