import type { AskCategory } from "./categories";

/**
 * The library engine's own words: openings by category and situation, bridges between teachings, practice
 * and reading lines, closings and the AI notice. Several of each, chosen by the question's hash, so answers vary
 * across questions and stay the same for the same question.
 */

export const OPENINGS: Record<AskCategory, string[]> = {
  general: [
    "Thank you for bringing this question here. It is the kind the traditions have returned to again and again, and they have left us more than one lamp to see it by.",
    "Questions like yours rarely have a single answer, but they do have good companions. Here are a few voices that have walked near this ground.",
    "There is something honest in asking this at all. Let us look at it slowly, with some help from teachers who thought about it long before us.",
    "This is a question worth sitting with rather than solving quickly. The teachings below do not close it, but they can light the way in.",
  ],
  spirituality: [
    "A question about the inner life is already part of the practice it asks about. The traditions answer it less with theory than with invitations.",
    "Seekers in every age have asked something close to this, and the masters tended to answer with a direction to walk rather than a map to memorise.",
    "Spiritual questions are best approached the way one approaches a quiet room: gently, and without hurry. Here is what the teachers offer.",
    "The path you are asking about is old and well worn, which means there are footprints to follow, and resting places along the way.",
  ],
  relationships: [
    "Matters of the heart are where teaching meets real life most directly. The traditions have a great deal to say about how we love and live with one another.",
    "Other people are our greatest joy and our hardest practice. The teachers below knew both sides of that well.",
    "What happens between people is never only about one of them. The wisdom traditions start there, with a wider circle than our own hurt or hope.",
    "Love, friendship and family are where kindness is tested and where it grows. Here is what the masters say about walking that ground.",
  ],
  career: [
    "Work takes a great share of our waking hours, so it deserves more than tips and tricks. The traditions, and some of the wiser students of management, have real things to say about it.",
    "Questions about work are often questions about purpose in disguise. Let us hold both together, as the teachers below do.",
    "Good work and a good life are not rivals. Several traditions, and Peter Drucker among modern thinkers, treat effective work as a form of care.",
    "How we work shapes who we become. Here is what contemplative teaching and practical wisdom offer on this.",
  ],
  mindfulness: [
    "Mindfulness is simple to describe and lifelong to practise. The teachings below point to where it begins: in this moment, in this breath.",
    "The mind that asks for peace is already turning towards it. Here is what the teachers offer for the turning.",
    "Attention is the ground on which every other practice stands. The traditions speak of it with great practicality.",
    "Calm is not something we manufacture; it is something we stop disturbing. Here is how the masters describe that shift.",
  ],
  ethics: [
    "Moral questions ask us to be both honest and kind, which is never easy. The traditions treat conscience as something to be trained, not only obeyed.",
    "That you are weighing this carefully already says something good about your conscience. Here is what the teachers add.",
    "Ethics in the wisdom traditions is less a set of rules than a way of seeing clearly what our actions do to others and to ourselves.",
    "When right and wrong feel tangled, the teachings below offer a few steady handholds.",
  ],
  suffering: [
    "I am sorry you are carrying this. The traditions do not ask us to pretend pain away; they begin by taking it seriously.",
    "Suffering is where many of the great teachings began: the Buddha's own path started with the sight of sickness, age and death. You are in old and honourable company.",
    "What you are going through is real and heavy. Here are a few words from teachers who knew pain closely and found a way to walk with it.",
    "Pain has a way of making us feel alone in it. The voices below are a reminder that you are not, and that there is a way through, even if it is slow.",
  ],
  wisdom: [
    "This is a question with a long history, and the library holds several threads of it. Here is how the traditions and thinkers have approached it.",
    "Ancient wisdom and philosophy are at their best when they meet a living question. Let us bring yours to them.",
    "Thinkers across the centuries have circled this question from different sides. Here are some of the clearest views.",
    "Understanding grows when we compare how different traditions frame the same problem. Here is a way into yours.",
  ],
};

/** A sentence that meets the situation the question describes, when one can be recognised. */
export const SITUATIONS: Array<{ words: RegExp; lines: string[] }> = [
  {
    words: /\b(grief|grieving|died|death|passed away|mourning|funeral|loss of|lost my)\b/,
    lines: [
      "Grief is the price of love, and it does not keep to a timetable. Nothing below asks you to hurry it.",
      "Loss rearranges the whole world around an absence. It is natural that everything feels unfamiliar for a while.",
    ],
  },
  {
    words: /\b(anxious|anxiety|worry|worried|panic|afraid|fear|scared)\b/,
    lines: [
      "Anxiety pulls the mind into futures that have not happened. The practices below bring it back, gently, to the ground under your feet.",
      "Fear is a signal, not a verdict. It deserves attention and kindness rather than a fight.",
    ],
  },
  {
    words: /\b(angry|anger|furious|resent|resentment|rage|irritated)\b/,
    lines: [
      "Anger usually guards something tender: a boundary crossed, a hope disappointed. It helps to look at what it protects.",
      "Anger is hot and quick; the teachings invite a cooler, slower look that protects both you and the other person.",
    ],
  },
  {
    words: /\b(burn(ed|t)? ?out|burnout|exhausted|tired|overwhelmed|drained)\b/,
    lines: [
      "Exhaustion is not a character flaw. Even the bodhisattva, in the texts, is told to rest so that the work can go on.",
      "When we are depleted, the kindest and most practical step is often to do less, and to do it with more attention.",
    ],
  },
  {
    words: /\b(lonely|loneliness|alone|isolated)\b/,
    lines: [
      "Loneliness hurts in a particular way, because we are made for connection. The traditions treat reaching out as a practice, not a weakness.",
    ],
  },
  {
    words: /\b(partner|husband|wife|marriage|boyfriend|girlfriend|breakup|broke up|divorce)\b/,
    lines: [
      "Close relationships hold up a mirror to everything in us, the generous and the fearful alike.",
      "When two people struggle, each usually feels unheard. Listening first is an old teaching and still the most reliable one.",
    ],
  },
  {
    words: /\b(job|boss|work|career|manager|team|colleague|office|promotion|fired)\b/,
    lines: [
      "Work can be a place of real practice: every meeting and every task is a chance to act with attention and care.",
      "It helps to separate what is in your hands at work from what is not, and to give your full effort to the first.",
    ],
  },
  {
    words: /\b(purpose|meaning|meaningless|stuck|lost|direction)\b/,
    lines: [
      "Feeling without direction is often the beginning of a truer one. The traditions rarely hand out a purpose; they help us uncover it.",
    ],
  },
  {
    words: /\b(guilt|guilty|ashamed|shame|regret|wrong)\b/,
    lines: ["Regret can be a wholesome thing when it turns us towards repair rather than self-punishment."],
  },
  {
    words: /\b(meditat\w*|breath|breathing|practice|practise)\b/,
    lines: ["Practice grows best when it is small, regular and kind to itself."],
  },
];

export const TEACHING_INTROS = [
  "{author} taught:",
  "In the words of {author}:",
  "{author} put it this way:",
  "Consider this from {author}:",
  "{author} offers a teaching that speaks to this:",
  "Here is how {author} saw it:",
];

export const BRIDGES = [
  "Read slowly, this is less a rule than an invitation to look again at your own situation.",
  "Notice how practical this is: it asks for a small change in how we meet the next moment, not a new self.",
  "Another voice points the same way, from a different angle.",
  "A second teaching fills out the picture.",
  "The same insight appears elsewhere in the library, in other words.",
  "It helps to hear this alongside another teacher.",
];

export const PRACTICE_INTROS = [
  "**A practice to try.** From *{title}*:",
  "**Something to try this week.** Adapted from *{title}*:",
  "**A reflection to carry with you.** From *{title}*:",
  "**One small step.** The article *{title}* suggests:",
];

export const READING_INTROS = [
  "To go further, you may like to read {links}.",
  "If you would like to go deeper, the library has more in {links}.",
  "For a fuller picture, see {links}.",
  "These pieces explore it at length: {links}.",
];

export const CLOSINGS = [
  "Be gentle with yourself as you take this in. Wisdom ripens slowly, and it ripens in those who keep asking.",
  "May you find a little more room around this question, and a little more peace within it.",
  "Whatever you decide, may it come from the quiet place in you that already knows what matters.",
  "Take what helps and leave the rest. The path is walked one honest step at a time.",
  "You are welcome to return with this question as it changes. Questions, like people, grow.",
  "May these words keep you company for a while, the way a good friend does.",
];

export const AI_NOTES = [
  "*This reflection was composed by Prajna from the teachings in its library. It is AI-generated guidance, not the words of a human teacher, and not professional advice.*",
  "*Prajna put these words together from its library of teachings: AI-generated guidance, offered with care, but not a substitute for a teacher, counsellor or doctor.*",
  "*A note on where this comes from: an AI, Prajna, drew these teachings from its library and arranged them. Please weigh them as reflections, not as professional advice.*",
];

export const FALLBACK_NOTE =
  "*Our AI service could not answer just now, so this reflection comes from Prajna's built-in library of teachings.*";

/** A first line for a follow-up, so the answer reads as part of the same conversation. */
export const FOLLOW_UPS = [
  "Carrying on from what you asked a moment ago, here is a further thread.",
  "Your follow-up takes the conversation a step further, so let us follow it there.",
  "Staying with the same ground, and turning to the new part of your question:",
];
