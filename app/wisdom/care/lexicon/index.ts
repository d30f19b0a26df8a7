/**
 * The lexicon: every signal family of the care detector, one file each, and the few rules that set a family's weaker
 * signals aside in ordinary contexts (a dose for a dog, giving things away when moving house).
 */
import { type Signal } from "./parts";
import { direct } from "./direct";
import { wishToDie } from "./wish-to-die";
import { burden } from "./burden";
import { hopeless } from "./hopeless";
import { notBeingHere } from "./not-being-here";
import { means } from "./means";
import { planTime } from "./plan-time";
import { goodbye } from "./goodbye";
import { time } from "./time";
import { calmAfterDespair } from "./calm-after-despair";
import { selfHarm } from "./self-harm";
import { loss } from "./loss";
import { spiritual } from "./spiritual";
import { forAFriend } from "./for-a-friend";
import { spiritualExit } from "./spiritual-exit";
import { eating } from "./eating";
import { debt } from "./debt";
import { concern } from "./concern";
import { indirect } from "./indirect";
import { langEs } from "./lang-es";
import { langFr } from "./lang-fr";
import { langDe } from "./lang-de";
import { langPt } from "./lang-pt";
import { langIt } from "./lang-it";
import { langHi } from "./lang-hi";

export const SIGNALS: Signal[] = [
  ...direct,
  ...wishToDie,
  ...burden,
  ...hopeless,
  ...notBeingHere,
  ...means,
  ...planTime,
  ...goodbye,
  ...time,
  ...calmAfterDespair,
  ...selfHarm,
  ...loss,
  ...spiritual,
  ...forAFriend,
  ...spiritualExit,
  ...eating,
  ...debt,
  ...concern,
  ...indirect,
  ...langEs,
  ...langFr,
  ...langDe,
  ...langPt,
  ...langIt,
  ...langHi,
];

// A question about a height, a dose or a place asked on its own is asked every day for ordinary reasons: the lexicon's
// older means signals of weight 2 count only beside another sign, even for a check-in. Means said with intent weigh 3.
for (const s of means) if (s.weight === 2) s.needsCompanion = true;

// On a wisdom site the Buddha, prayer or the soul are named in every other question: beside one's own death turned
// over in thought, they are no further sign, so that stays a check-in.
const FAMILIES = [...new Set(SIGNALS.map((s) => s.family))];
for (const s of SIGNALS) if (s.family === "spiritual" && s.modifier && !s.modifies) s.modifies = FAMILIES.filter((f) => f !== "death-talk");

const ANIMAL = /\b(?:dog|dogs|cat|cats|puppy|kitten|pet|pets|horse|rabbit|hamster|parrot|bird|vet)\b/;
for (const s of SIGNALS) if (s.family === "means" && ["dose", "overdose", "drug", "painless"].includes(s.key)) s.unless = ANIMAL;
// A plan or a decision about an ordinary event: an exam, a resignation, a move.
const BENIGN_EVENT = new RegExp(
  "\\b(?:exam|exams|my notice|quit|quitting|resign\\w*|interview|moving|move house|marathon" +
    "|race|deadline|semester|term|contract|lease|course|appointment|presentation|speech" +
    "|tattoo|propos\\w*|haircut|driving test|audition|diet|gym|new job|test)\\b",
  "",
);
for (const s of SIGNALS) if (s.family === "plan-time" && s.weight <= 2 && !s.unless && !s.modifier) s.unless = BENIGN_EVENT;
// Giving things away and goodbyes are ordinary when someone is moving house or country, or losing someone else.
const MOVING = new RegExp(
  "\\b(?:moving|move|moved|relocat\\w*|emigrat\\w*|new job abroad|me mudo|mudarme|mudanza|declutter\\w*|downsiz\\w*|charity shop" +
    "|donat\\w*" +
    "|holiday|vacation|trip|travel\\w*|retreat|sabbatical|hospital stay|surgery" +
    "|monastery|monastic|novice|ordination|ordain\\w*|renunciation|renounce|sannyas\\w*|convent|nunnery|minimalis\\w*|tiny house" +
    "|put down|put to sleep|the vet|hospice|palliative|(?<!my )(?<!own )funeral|is dying|last days|passed away)\\b",
);
for (const s of SIGNALS) if (s.family === "goodbye" && (s.weight <= 2 || s.key === "giving-all") && !s.unless) s.unless = MOVING;
// Farewells at work or school, letters for a child's coming of age, a move abroad: ordinary goodbyes, whatever their weight.
export const ORDINARY_FAREWELL = new RegExp(
  "\\b(?:retire\\w*|retirement|leaving (?:the |my )?(?:school|job|company|team|firm)|farewell party|leaving do" +
    "|colleagues|turns? \\d+|graduation|for (?:my|the|their) (?:students|pupils|class)" +
    "|when (?:they|he|she) (?:turn|turns|graduate|marry)|family tradition|emigrat\\w*|new country" +
    "|me mudo|mudarme|mudanza|otro pais|companeros de trabajo|jubil\\w*)\\b",
);
for (const s of SIGNALS) {
  if (s.family === "goodbye") s.unless = s.unless ? new RegExp(`${s.unless.source}|${ORDINARY_FAREWELL.source}`) : ORDINARY_FAREWELL;
}
// Medicines left by a hospice or palliative team are for the person being cared for.
const CARED_FOR = /\b(?:hospice|palliative|care team|district nurse)\b/;
for (const s of SIGNALS) if (s.family === "means" && s.key === "stockpile") s.unless = CARED_FOR;
