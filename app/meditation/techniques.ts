import type { Experience, Focus, Mood } from "./preferences";

/** The substance of each guide: written for Prajna; the shape of each technique follows the traditions it comes from. */

export interface Technique {
  name: string;
  /** What attention returns to. */
  anchor: string;
  /** Words a teaching about it might carry, to choose a fitting one. */
  keywords: string[];
  phases: { title: string; instruction: string }[];
}

export const TECHNIQUES: Record<Focus, Technique> = {
  "general-mindfulness": {
    name: "breath awareness with gentle noting",
    anchor: "the breath",
    keywords: ["mindfulness", "breath", "present", "attention", "awareness"],
    phases: [
      {
        title: "The breath at its own pace",
        instruction:
          "Let the breath breathe itself. Find where you feel it most clearly, at the nostrils, the chest or the belly, and rest your attention there lightly, the way a hand rests on a table.",
      },
      {
        title: "Noting what arises",
        instruction:
          "When a thought, a sound or a sensation takes your attention, give it a quiet one-word note, such as 'thinking', 'hearing' or 'feeling', and come back to the breath.",
      },
      {
        title: "Open awareness",
        instruction:
          "Let the field of attention widen. Breath, body, sounds and thoughts all come and go in awareness. Nothing needs to be held on to or pushed away.",
      },
    ],
  },
  "stress-relief": {
    name: "longer out-breaths and softening",
    anchor: "the long out-breath",
    keywords: ["stress", "calm", "peace", "rest", "ease", "breath"],
    phases: [
      {
        title: "Longer out-breaths",
        instruction:
          "Breathe in for a count of four and out for a count of six. The longer out-breath tells the body it is safe to slow down. Keep it easy, never strained.",
      },
      {
        title: "Softening, one place at a time",
        instruction:
          "With each out-breath let one place soften: the jaw, then the shoulders, then the hands, then the belly. You are not making anything happen, only allowing.",
      },
      {
        title: "Setting the load down",
        instruction:
          "Picture the tasks and worries of the day set down beside you, like a bag you may pick up again later. For these minutes they can wait.",
      },
      {
        title: "Resting in ease",
        instruction:
          "Let the breath return to its natural rhythm and rest in whatever ease is here, even if it is small. Small ease is still ease.",
      },
    ],
  },
  "anxiety-management": {
    name: "grounding through the senses and longer out-breaths",
    anchor: "your feet on the ground and the out-breath",
    keywords: ["fear", "anxiety", "worry", "calm", "courage", "present"],
    phases: [
      {
        title: "Grounding through the senses",
        instruction:
          "Silently name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. Let the present moment become solid around you.",
      },
      {
        title: "Slower, longer out-breaths",
        instruction:
          "Breathe in gently through the nose for four counts and out through softly parted lips for six or seven. Let each out-breath be a small letting go.",
      },
      {
        title: "Making room for worry",
        instruction:
          "When a worried thought comes, note it kindly as 'worrying', feel where it sits in the body, and let the out-breath make a little more room around it.",
      },
      {
        title: "Steady ground",
        instruction:
          "Feel the weight of your body held by the chair or the floor. Whatever the mind predicts, in this moment you are here, you are supported, and you are breathing.",
      },
    ],
  },
  "sleep-preparation": {
    name: "a wind-down body scan",
    anchor: "the heaviness of the body",
    keywords: ["rest", "peace", "calm", "sleep", "letting", "body"],
    phases: [
      {
        title: "Settling down for the night",
        instruction: "If you like, lie down now. Let the eyes close and the breath slow. The day is done, and there is nothing left to do.",
      },
      {
        title: "Feet and legs grow heavy",
        instruction:
          "Bring attention to the toes, the soles, the ankles, the calves and the knees. With each out-breath let them grow heavier and warmer.",
      },
      {
        title: "Hips, belly and back",
        instruction: "Let the hips sink, the belly soften and the back spread out into the surface beneath you, as if you were being held.",
      },
      {
        title: "Hands, arms and shoulders",
        instruction:
          "Feel the fingers, the palms, the forearms, the elbows and the shoulders, and let each one go loose, one after another.",
      },
      {
        title: "The face softens",
        instruction: "Soften the jaw, the tongue, the eyes and the brow. Let the whole face become smooth and still.",
      },
      {
        title: "Drifting",
        instruction:
          "Let go of guiding your attention at all. If thoughts come, let them drift past like slow clouds. It is perfectly fine to fall asleep.",
      },
    ],
  },
  concentration: {
    name: "single-point attention with breath counting",
    anchor: "the single point where the breath touches the nostrils",
    keywords: ["concentration", "attention", "focus", "mind", "stillness"],
    phases: [
      {
        title: "Choosing one point",
        instruction:
          "Rest your attention on the small point where the breath touches the nostrils or the upper lip. Let everything else become background.",
      },
      {
        title: "Counting breaths",
        instruction:
          "Count each out-breath silently from one to ten, then begin again at one. If you lose count, simply start over at one, without any judgement.",
      },
      {
        title: "Following the whole breath",
        instruction:
          "Let go of counting. Follow each in-breath and each out-breath at that single point, from its very beginning to its very end.",
      },
      {
        title: "Continuous attention",
        instruction:
          "Let attention become continuous, like a thin stream of water poured without a break. When it breaks, mend it gently and go on.",
      },
    ],
  },
  "loving-kindness": {
    name: "loving-kindness phrases",
    anchor: "the phrases of goodwill",
    keywords: ["love", "kindness", "compassion", "metta", "goodwill", "friendship"],
    phases: [
      {
        title: "Kindness for yourself",
        instruction:
          "Silently offer yourself these phrases, slowly, letting each one land: May I be safe. May I be well. May I be at ease. May I be kind to myself.",
      },
      {
        title: "Kindness for someone dear",
        instruction:
          "Bring to mind someone who loves you, or whom you love easily. Offer them the same wishes: may you be safe, may you be well, may you be at ease.",
      },
      {
        title: "Kindness for someone you hardly know",
        instruction:
          "Think of someone you see but barely know, a neighbour or a shopkeeper. They too want to be happy and free from suffering. Offer them the phrases.",
      },
      {
        title: "Kindness for someone difficult",
        instruction:
          "If it feels possible, bring to mind someone you find difficult, though not the hardest. Wish them well in whatever way you honestly can. If it is too much, return to yourself.",
      },
      {
        title: "Kindness for all beings",
        instruction:
          "Let the circle widen to everyone in this building, this town, this country and the whole world: may all beings be safe, well and at ease.",
      },
    ],
  },
  "body-awareness": {
    name: "a body scan",
    anchor: "sensations in the body",
    keywords: ["body", "breath", "present", "awareness", "mindfulness"],
    phases: [
      {
        title: "Arriving in the body",
        instruction: "Feel the body as a whole: its weight, its temperature, and the places where it touches the seat or the floor.",
      },
      {
        title: "Head, face and shoulders",
        instruction:
          "Move attention slowly through the scalp, the face, the neck and the shoulders, noticing whatever sensations are there without needing to change them.",
      },
      {
        title: "Arms, chest and belly",
        instruction:
          "Continue through the arms and hands, the chest and the back, and the belly. Notice pressure, warmth, tingling, or nothing at all; all of it counts.",
      },
      {
        title: "Hips, legs and feet",
        instruction: "Move down through the hips, the thighs, the knees, the calves and the feet, all the way to the tips of the toes.",
      },
      {
        title: "The whole body breathing",
        instruction: "Now sense the whole body at once, rising and falling gently with the breath, alive from head to toe.",
      },
    ],
  },
  "emotional-balance": {
    name: "noting feelings",
    anchor: "what you are feeling right now",
    keywords: ["anger", "emotion", "feelings", "equanimity", "balance", "sorrow"],
    phases: [
      {
        title: "Naming the weather",
        instruction:
          "Ask quietly: what am I feeling right now? Give it a simple name, such as sadness, irritation, calm, worry, or 'not sure'. Naming it is enough.",
      },
      {
        title: "Feeling it in the body",
        instruction:
          "Find where the feeling lives in the body: a tight throat, a warm face, a heavy chest. Stay with the sensation rather than the story about it.",
      },
      {
        title: "Pleasant, unpleasant or neither",
        instruction:
          "Notice the tone of each moment as pleasant, unpleasant or neither, one of the foundations of mindfulness the Buddha taught. Watch how the tones change.",
      },
      {
        title: "Allowing",
        instruction:
          "Say inwardly, 'it is all right to feel this'. Let the feeling be as large or as small as it really is, held in a wider and kinder awareness.",
      },
      {
        title: "Returning to balance",
        instruction: "Come back to the breath as a steady place. Feelings move through like weather; you are the sky in which they pass.",
      },
    ],
  },
};

/** An opening that meets the mood the person brings. */
export const OPENINGS: Record<Mood, { title: string; instruction: string }> = {
  calm: {
    title: "Arriving in calm",
    instruction:
      "Find a comfortable, upright seat. Notice the calm that is already here and let it be the ground of this practice; there is no need to make it deeper.",
  },
  stressed: {
    title: "Stepping out of the rush",
    instruction:
      "Sit comfortably and let your shoulders drop away from your ears. Breathe in, and let a long sigh out through the mouth. You have stepped out of the rush for a little while.",
  },
  anxious: {
    title: "Feet on the ground",
    instruction:
      "Sit with both feet flat on the floor and feel them pressing into it. Let your hands rest on your thighs. If it feels safer, keep your eyes open and rest them on one spot.",
  },
  tired: {
    title: "Upright and awake",
    instruction:
      "Sit upright rather than lying down, with your eyes open and your gaze resting softly on the floor a little way ahead. Tiredness is welcome; we will keep a little brightness in the posture.",
  },
  restless: {
    title: "Giving the restlessness somewhere to go",
    instruction:
      "If sitting feels hard, stand and walk slowly for a minute first, feeling each step. Then sit, and count ten slow breaths to give the restless energy somewhere to go.",
  },
  sad: {
    title: "Kindness first",
    instruction:
      "Sit in a way that feels comforting, perhaps with one hand resting on your heart. Say quietly to yourself: this is a hard moment, and I can be kind to myself in it.",
  },
  neutral: {
    title: "Arriving",
    instruction:
      "Find a posture that is both relaxed and alert: back upright, shoulders easy, hands resting. Let your eyes close, or lower your gaze.",
  },
  energetic: {
    title: "Gathering energy",
    instruction:
      "Sit tall and let the energy you feel fill the posture. Take three full breaths, then let the breathing find its own pace as the body settles.",
  },
};

/** Reminders within the main practice: more guidance for beginners, longer silences for the experienced. */
export const REMINDERS: Record<Experience, string[]> = {
  beginner: [
    "If you notice your mind has wandered, that is not a mistake; noticing is the practice. Gently come back to {anchor}.",
    "Let the body stay soft and the attention kind. Whenever you drift, simply begin again with {anchor}.",
    "There is no right way to feel. Notice what is here, then return to {anchor}.",
  ],
  intermediate: [
    "When you drift, notice where the mind went, then return to {anchor}.",
    "Keep the attention relaxed and steady at once, like holding a small bird.",
  ],
  advanced: [
    "Then rest in silence. Return to {anchor} only when you notice you have left it.",
    "Then let long stretches pass in stillness, without commentary.",
  ],
};

/** How often the main practice is punctuated by a new step (seconds). */
export const STEP_INTERVAL: Record<Experience, number> = { beginner: 120, intermediate: 240, advanced: 480 };
