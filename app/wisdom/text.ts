/** Words and their cousins, for building search queries from a person's question. */

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by
  can can't cannot could couldn't did didn't do does doesn't doing don't down during each even ever every few for from further get gets
  getting got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll
  i'm i've if in into is isn't it it's its itself just let's like make makes many me more most much must mustn't my myself no nor not now
  of off often on once one only or other ought our ours ourselves out over own really same say says shan't she she'd she'll she's should
  shouldn't so some something such than that that's the their theirs them themselves then there there's these they they'd they'll
  they're they've thing things this those through to too under until up upon us very want wants was wasn't way we we'd we'll we're we've
  were weren't what what's when when's where where's which while who who's whom why why's will with won't would wouldn't you you'd
  you'll you're you've your yours yourself yourselves know feel feeling felt think tell please help someone anyone people person
  life day days time lot still keep keeps try trying able always never since lately recently today yet`.split(/\s+/),
);

/** A few cousins, so 'boss' finds teachings about work and 'grieving' finds those about loss. */
const RELATED: Record<string, string[]> = {
  grief: ["loss", "mourning", "death"],
  grieving: ["grief", "loss", "mourning"],
  died: ["death", "grief", "loss"],
  death: ["impermanence", "grief", "dying"],
  dying: ["death", "impermanence"],
  loss: ["grief", "impermanence"],
  lost: ["loss", "grief"],
  anxious: ["anxiety", "fear", "worry"],
  anxiety: ["fear", "worry", "calm"],
  worried: ["worry", "anxiety", "fear"],
  worry: ["anxiety", "fear"],
  stress: ["stressed", "calm", "burnout"],
  stressed: ["stress", "calm"],
  angry: ["anger", "hatred", "patience"],
  anger: ["hatred", "patience", "forgiveness"],
  furious: ["anger", "patience"],
  resentment: ["anger", "forgiveness"],
  forgive: ["forgiveness", "anger"],
  boss: ["work", "leadership", "manager"],
  job: ["work", "career", "livelihood"],
  work: ["career", "livelihood", "effort"],
  career: ["work", "purpose", "vocation"],
  manager: ["leadership", "management", "executive"],
  leader: ["leadership", "executive", "management"],
  team: ["leadership", "management"],
  burnout: ["exhaustion", "tired", "effort", "rest"],
  exhausted: ["burnout", "tired", "rest"],
  tired: ["exhaustion", "rest", "effort"],
  productive: ["productivity", "focus", "attention"],
  productivity: ["attention", "focus", "knowledge"],
  focus: ["attention", "concentration"],
  distracted: ["distraction", "attention", "concentration"],
  lonely: ["loneliness", "friendship", "connection"],
  loneliness: ["friendship", "connection"],
  partner: ["love", "relationship", "marriage"],
  husband: ["marriage", "partner", "love"],
  wife: ["marriage", "partner", "love"],
  breakup: ["heartbreak", "love", "loss"],
  divorce: ["marriage", "loss", "heartbreak"],
  love: ["compassion", "kindness", "metta"],
  kind: ["kindness", "compassion"],
  compassion: ["kindness", "love", "bodhisattva"],
  family: ["parents", "children", "relationships"],
  parents: ["family", "mother", "father"],
  meditate: ["meditation", "practice", "breath"],
  meditation: ["practice", "concentration", "breath", "mindfulness"],
  mindful: ["mindfulness", "awareness", "attention"],
  mindfulness: ["awareness", "attention", "present"],
  present: ["mindfulness", "now"],
  calm: ["peace", "stillness", "equanimity"],
  peace: ["calm", "stillness", "equanimity"],
  quiet: ["stillness", "silence"],
  busy: ["stillness", "restless", "hurry"],
  purpose: ["meaning", "vocation", "dharma"],
  meaning: ["purpose", "meaningful"],
  decision: ["choice", "discernment", "wisdom"],
  decide: ["decision", "choice", "discernment"],
  honest: ["honesty", "truth", "conscience"],
  lie: ["honesty", "truth", "speech"],
  lying: ["honesty", "truth", "speech"],
  wrong: ["conscience", "ethics", "shame"],
  guilt: ["conscience", "shame", "forgiveness"],
  ashamed: ["shame", "conscience"],
  courage: ["brave", "conscience", "fear"],
  afraid: ["fear", "courage"],
  fear: ["courage", "anxiety"],
  generous: ["generosity", "giving"],
  money: ["wealth", "generosity", "livelihood"],
  god: ["divine", "faith", "prayer"],
  pray: ["prayer", "faith", "devotion"],
  faith: ["devotion", "belief", "doubt"],
  doubt: ["faith", "questioning"],
  self: ["ego", "identity", "mind"],
  ego: ["self", "attachment"],
  attached: ["attachment", "clinging", "letting"],
  attachment: ["clinging", "letting", "freedom"],
  change: ["impermanence", "change"],
  patient: ["patience", "tolerance"],
  patience: ["tolerance", "forbearance", "anger"],
  envy: ["jealousy", "comparison"],
  jealous: ["jealousy", "envy"],
  sick: ["illness", "suffering", "body"],
  illness: ["sickness", "suffering", "body"],
  old: ["aging", "impermanence"],
  aging: ["impermanence", "old"],
  consciousness: ["mind", "awareness"],
  happiness: ["joy", "contentment"],
  happy: ["happiness", "joy", "contentment"],
  suffering: ["dukkha", "pain", "sorrow"],
  pain: ["suffering", "sorrow"],
  sad: ["sadness", "sorrow", "grief"],
  depressed: ["sadness", "sorrow", "suffering"],
  wisdom: ["insight", "prajna", "understanding"],
  enlightenment: ["awakening", "liberation", "nirvana"],
  rumi: ["sufi", "love"],
  tao: ["wu", "wei", "laozi"],
  stoic: ["stoics", "marcus", "aurelius"],
};

export function contentWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[’‘]/g, "'")
      .match(/[a-z][a-z']*[a-z]|[a-z]/g) ?? [];
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/'s$/, "");
    if (w.length < 3 || STOPWORDS.has(w) || out.includes(w)) continue;
    out.push(w);
  }
  return out.slice(0, 24);
}

/** The question's own words first, then their cousins. */
export function expandedTerms(text: string): { own: string[]; related: string[] } {
  const own = contentWords(text);
  const related: string[] = [];
  for (const w of own) for (const r of RELATED[w] ?? []) if (!own.includes(r) && !related.includes(r)) related.push(r);
  return { own, related: related.slice(0, 16) };
}

/** A stable 32-bit hash (FNV-1a), so the same question always gets the same choices. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of the items, chosen by the seed; a different salt gives an independent choice. */
export function pick<T>(items: readonly T[], seed: number, salt = 0): T {
  return items[stableHash(`${seed}:${salt}`) % items.length];
}
