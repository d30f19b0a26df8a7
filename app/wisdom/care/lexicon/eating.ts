import { S, type Signal } from "./parts";

/**
 * Starvation and purging: fasting for days, a low weight, fainting, food refused as penance or purity. An eating
 * disorder can kill as surely as a plan, and on a spiritual site it is often said as discipline, so each sign alone is
 * a check-in, and danger signs beside it (fainting, a weight in the thirties) make it urgent. Religious fasts of a day
 * or a season (Ramadan, Lent, Navratri, Yom Kippur, Ekadashi) are set aside unless a danger sign is there too.
 */
const RELIGIOUS_FAST =
  /\b(?:ramadan|iftar|suhoor|sehri|lent|yom kippur|navratri|karva chauth|ekadashi|ekadasi|fast day|intermittent|eid|good friday|ash wednesday|tisha bav|sawm|upvas|roza|vrat)\b/;
const DANGER =
  /\b(?:faint|fainted|fainting|pass out|passed out|blacked out|collapsed|heart|dizzy|hair is falling|hair falling|kg|kilos|pounds|lbs|bmi)\b/;
/** A religious fast named, and no danger sign anywhere in the message. */
const ORDINARY_FAST = new RegExp(`^(?=[\\s\\S]*${RELIGIOUS_FAST.source})(?![\\s\\S]*${DANGER.source})`);

export const eating: Signal[] = [
  S(
    "eating",
    "not-eating",
    2,
    "\\b(?:have not|had not|not|barely|stopped|quit|refuse to|refusing to|refused to) (?:eaten|eating|eat|had food|had a meal)\\b" +
      "[^.?!]{0,40}?\\b(?:(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|a few) (?:days|weeks)|a week|a month)\\b",
    {
      match: ["i have not eaten in five days and i feel so light and clean"],
      miss: ["i have not eaten since breakfast, can i still meditate"],
    },
  ),
  S(
    "eating",
    "fasting-days",
    2,
    "\\b(?:fasting|fasted|water fasting|dry fasting|living on water)\\b[^.?!]{0,30}?\\b(?:for|since) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|several|many) (?:days|weeks)\\b",
    { match: ["i have been water fasting for twelve days as penance"], miss: ["i have been fasting since noon"] },
  ),
  S(
    "eating",
    "low-weight",
    2,
    "\\b(?:i am|i weigh|i am down to|down to|i am now|weighing|weigh only|weigh just|my weight is) (?:only |just |now |about )?(?:[2-4]\\d(?:\\.\\d)?) ?(?:kg|kilos|kilograms|k)\\b" +
      "|\\b(?:i weigh|down to|weigh only|weigh just) (?:only |just |now |about )?(?:[5-9]\\d) ?(?:lbs|pounds)\\b",
    { match: ["i am down to 38 kg and my teacher says i should eat more"], miss: ["my dog weighs 38 kg"] },
  ),
  S(
    "eating",
    "starve-self",
    2,
    "\\b(?:starve|starving|starved) (?:myself|my body|me)\\b|\\b(?:i am|i have been|keep) starving\\b(?! (?:for|after|since))",
    {
      match: ["i have been starving myself to become pure"],
      miss: ["i am starving after the retreat, what should i eat"],
    },
  ),
  S(
    "eating",
    "purge",
    2,
    "\\b(?:make|made|making) myself (?:throw up|sick|vomit|be sick)\\b|\\b(?:purge|purging|purged|bingeing and purging|laxatives)\\b",
    {
      match: ["after every meal i make myself throw up"],
    },
  ),
  S(
    "eating",
    "food-penance",
    2,
    "\\b(?:do not|dont|no longer) (?:deserve|earn|merit) (?:to eat|food|meals|a meal|nourishment)\\b" +
      "|\\b(?:punish|punishing|purify|purifying|cleanse|cleansing|discipline|disciplining) (?:myself|my body)\\b[^.?!]{0,50}?\\b(?:food|eating|fasting|fast|hunger|starv\\w*|meals?)\\b" +
      "|\\b(?:food|eating|fasting|fast|hunger|starv\\w*|meals?)\\b[^.?!]{0,50}?\\b(?:penance|punishment|to purify (?:myself|my body))\\b",
    {
      match: ["i do not deserve to eat", "i refuse food as penance for what i did"],
      miss: ["how does fasting work as a spiritual practice"],
    },
  ),
  S(
    "eating",
    "fast-to-death",
    3,
    "\\b(?:fast|fasting|starve|starving|stop eating|not eat)\\b[^.?!]{0,40}?\\b(?:to death|until i die|till i die|until death|unto death|until i am gone)\\b",
    {
      match: ["i want to fast until i die, a holy death"],
      miss: ["i am bored to death of fasting diets"],
    },
  ),
  S(
    "eating",
    "danger",
    1,
    "\\b(?:faint|fainted|fainting|pass out|passed out|passing out|blacked out|collapsed|heart (?:is )?(?:racing|skipping|pounding|fluttering)|hair (?:is )?falling out|can not stand up)\\b",
    {
      modifier: true,
      modifies: ["eating"],
      match: ["i fainted twice this week"],
    },
  ),
];
for (const s of eating) if (s.key !== "fast-to-death" && s.key !== "danger") s.unless = ORDINARY_FAST;
