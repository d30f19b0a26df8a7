import { S, type Signal } from "./parts";

/** A lethal question "for a friend" (a modifier: the question is read as the writer's own). */
export const forAFriend: Signal[] = [
  S(
    "for-a-friend",
    "not-for",
    1,
    "\\bnot for (?:a story|sailing|climbing|camping|school|homework|a book|work|a project|fun)(?= " + "*(?:[.!?,;]|$))",
    { match: ["how long can a person stay under water before it's over. not for a story. asking for real"], modifier: true },
  ),
  S(
    "for-a-friend",
    "friend",
    1,
    "\\b(?:asking for a friend|for a friend|not (?:asking )?for (?:me|myself)|hypothetical\\w*" +
      "|theoretical\\w*|just curious|out of curiosity|(?:friend|mate|someone) (?:asked me|wants" +
      " to know|was asking|is asking|wonders|wondered)|asking for someone)\\b",
    { match: ["for a friend: does it hurt to bleed out"], modifier: true },
  ),
];
