/**
 * The relevance set of the site search: what people type when they remember a story, a person or an idea, and the
 * piece that should come first. Targets are stable ids (an article or post slug, a teaching id, a reference id),
 * never sentences, so rewording the prose does not move them.
 */
export interface RelevanceCase {
  query: string;
  kind: "article" | "blog" | "teaching" | "reference";
  id: string;
  /** What kind of memory the query stands for. */
  why: "story" | "person" | "concept" | "spelling" | "partial" | "work";
}

export const SEARCH_RELEVANCE: RelevanceCase[] = [
  // Stories people remember
  { query: "the cook who carved the ox", kind: "article", id: "lao-tzu-wu-wei", why: "story" },
  { query: "the four ways of gathering", kind: "article", id: "social-practices-bodhisattva", why: "story" },
  { query: "mustard seed", kind: "teaching", id: "bm-buddha-mustard-seed", why: "story" },
  { query: "Kisa Gotami and her child", kind: "teaching", id: "bm-buddha-mustard-seed", why: "story" },
  { query: "Angulimala", kind: "teaching", id: "bm-buddha-angulimala", why: "story" },
  { query: "Asanga and the dog", kind: "teaching", id: "bm-maitreya-asanga-and-the-dog", why: "story" },
  { query: "elephant in the dark", kind: "teaching", id: "tr-rumi-elephant-in-the-dark", why: "story" },
  { query: "Zhuangzi drumming on a basin when his wife died", kind: "teaching", id: "tr-zhuangzi-drumming-on-a-basin", why: "story" },
  { query: "the useless tree", kind: "teaching", id: "tr-zhuangzi-useless-tree", why: "story" },
  { query: "three in the morning monkeys", kind: "teaching", id: "tr-zhuangzi-three-in-the-morning", why: "story" },
  { query: "Ox Mountain", kind: "teaching", id: "tr-mencius-ox-mountain", why: "story" },
  { query: "hazelnut in the palm of her hand", kind: "teaching", id: "tr-julian-hazelnut", why: "story" },
  { query: "washing the dishes", kind: "teaching", id: "bm-thich-nhat-hanh-washing-dishes", why: "story" },
  { query: "grocer and the parrot", kind: "teaching", id: "tr-rumi-grocer-and-parrot", why: "story" },
  { query: "chickpea in the pot", kind: "teaching", id: "tr-rumi-chickpea-in-the-pot", why: "story" },
  { query: "Nathan before King David", kind: "article", id: "conscience-of-brave", why: "story" },
  { query: "the meeting with Shams of Tabriz", kind: "article", id: "rumi-path-love", why: "story" },
  { query: "the bee in the village", kind: "article", id: "bodhisattva-freedom-attachments", why: "story" },
  { query: "Emerald Tablet", kind: "article", id: "hermes-trismegistus-enlightenment", why: "story" },
  { query: "Council of Nicaea", kind: "article", id: "council-nicaea-christian-dominance", why: "story" },

  // People, including other spellings of their names
  { query: "Lao Tzu", kind: "article", id: "lao-tzu-wu-wei", why: "person" },
  { query: "Laozi", kind: "article", id: "lao-tzu-wu-wei", why: "spelling" },
  { query: "Lao-tzu", kind: "article", id: "lao-tzu-wu-wei", why: "spelling" },
  { query: "Rumi", kind: "article", id: "rumi-path-love", why: "person" },
  { query: "Mevlana", kind: "article", id: "rumi-path-love", why: "spelling" },
  { query: "Mawlana", kind: "article", id: "rumi-path-love", why: "spelling" },
  { query: "Shantideva", kind: "article", id: "unshakable-tireless-wise", why: "spelling" },
  { query: "Śāntideva", kind: "article", id: "unshakable-tireless-wise", why: "spelling" },
  { query: "Dogen kind speech", kind: "teaching", id: "bm-dogen-kind-speech", why: "spelling" },
  { query: "Nagarjuna", kind: "teaching", id: "bm-nagarjuna-snake-grasped-wrongly", why: "person" },
  { query: "Maitreya", kind: "article", id: "maitreya-crown-contemplation-wisdom", why: "person" },
  { query: "Kierkegaard", kind: "article", id: "modern-philosophy-key-figures", why: "person" },
  { query: "Soren Kierkegaard", kind: "article", id: "modern-philosophy-key-figures", why: "spelling" },
  { query: "Rabia of Basra", kind: "article", id: "mystical-islam-sufism", why: "person" },
  { query: "al-Ghazali", kind: "article", id: "mystical-islam-sufism", why: "person" },
  { query: "Peter Drucker management as a liberal art", kind: "article", id: "drucker-management-contemplative-leadership", why: "person" },
  { query: "Epictetus what is in our power", kind: "teaching", id: "tr-epictetus-in-our-power", why: "person" },
  { query: "Kabat-Zinn MBSR", kind: "article", id: "mindfulness-modern-life", why: "person" },
  { query: "Hermes Trismegistus", kind: "article", id: "hermes-trismegistus-enlightenment", why: "person" },

  // Ideas
  { query: "wu wei", kind: "article", id: "lao-tzu-wu-wei", why: "concept" },
  { query: "six perfections", kind: "article", id: "six-bridges-beyond-shore", why: "concept" },
  { query: "paramitas", kind: "article", id: "six-bridges-beyond-shore", why: "concept" },
  { query: "bodhicitta", kind: "article", id: "excellences-bodhisattva", why: "concept" },
  { query: "the hard problem of consciousness", kind: "article", id: "consciousness-exploration", why: "concept" },
  { query: "Vedanta", kind: "article", id: "hindu-dharma-vedanta", why: "concept" },
  { query: "karma yoga", kind: "article", id: "hindu-dharma-vedanta", why: "concept" },
  { query: "homoousios", kind: "article", id: "council-nicaea-christian-dominance", why: "concept" },
  { query: "servant leadership", kind: "article", id: "drucker-management-contemplative-leadership", why: "concept" },
  { query: "knowledge worker", kind: "article", id: "meditation-knowledge-worker-productivity", why: "concept" },
  { query: "satipatthana", kind: "article", id: "mindfulness-modern-life", why: "concept" },
  { query: "agape", kind: "article", id: "universal-love", why: "concept" },
  { query: "Guanyin", kind: "article", id: "sacred-feminine-wisdom", why: "concept" },
  { query: "Kuan Yin", kind: "article", id: "sacred-feminine-wisdom", why: "spelling" },
  { query: "Sufism", kind: "article", id: "mystical-islam-sufism", why: "concept" },
  { query: "stillness", kind: "article", id: "spirituality-stillness-modern-chaos", why: "concept" },
  { query: "moral courage", kind: "article", id: "conscience-of-brave", why: "concept" },
  { query: "the Reformation", kind: "article", id: "renaissance-protestant-enlightenment", why: "concept" },
  { query: "AI as a mirror", kind: "blog", id: "ai-mirror-self-discovery-enlightenment", why: "concept" },
  { query: "can an AI be a dharma teacher", kind: "blog", id: "digital-dharma-teacher-ai-guidance", why: "concept" },

  // Works
  { query: "Tao Te Ching", kind: "article", id: "lao-tzu-wu-wei", why: "work" },
  { query: "Daodejing", kind: "article", id: "lao-tzu-wu-wei", why: "spelling" },
  { query: "Bhagavad Gita", kind: "article", id: "hindu-dharma-vedanta", why: "work" },
  { query: "McMindfulness", kind: "reference", id: "purser-2019-mcmindfulness", why: "work" },
  { query: "What is it like to be a bat", kind: "reference", id: "nagel-1974-what-is-it-like-to-be-a-bat", why: "work" },
  { query: "Deep Work Newport", kind: "reference", id: "newport-2016-deep-work", why: "work" },

  // Words still being typed
  { query: "hermeti", kind: "article", id: "hermes-trismegistus-enlightenment", why: "partial" },
  { query: "kierkeg", kind: "article", id: "modern-philosophy-key-figures", why: "partial" },
  { query: "nicae", kind: "article", id: "council-nicaea-christian-dominance", why: "partial" },
  { query: "bodhicit", kind: "article", id: "excellences-bodhisattva", why: "partial" },
  { query: "mindfulness move", kind: "article", id: "mindfulness-modern-life", why: "partial" },
];
