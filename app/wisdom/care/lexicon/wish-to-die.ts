import { S, type Signal } from "./parts";

/**
 * "Die" that is not a wish to die: hair dyed, dying of embarrassment, a drill "until we wanted to die", a dying
 * person's wish to die at home or in Varanasi.
 */
const NOT_A_WISH =
  "(?! (?:my|her|his|your|their|our) hair| it (?:black|red|blue|pink|green|blonde|purple)| of (?:embarrassment|shame|cringe|boredom|laughter)| at home\\b| in varanasi)";
const HYPERBOLE = /\b(?:dyed? (?:my|her|his) hair|until (?:we|i|you|they) (?:wanted|want) to die)\b/;

/** A wish to die, not to wake, not to exist, to be gone for good. */
export const wishToDie: Signal[] = [
  // ---- wish to die: wanting to die, not to wake, not to exist, to disappear for good.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wants|wanted|wanting|wish|wishing|ready|longing|long) (?:to )?(?:just )?(?:die" +
      "|be dead|be gone for good|not be alive|not exist|stop existing|not wake up|never wake up)\\b" +
      NOT_A_WISH,
    {
      match: ["wanna dieee", "i want to die at the end of this week", "she wants to die and i don't know what to do"],
      miss: [
        "i want to die my hair black but my mum won't let me",
        "I want to die | of embarrassment. I called my new boss babe",
        "Palliative doctor says Mum might have weeks. She wants to die at home.",
        "My drill sergeant made us do burpees until we wanted to die. Good times.",
      ],
      unless: HYPERBOLE,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bwish(?:es|ed)? (?:i|he|she|they) {W2}(?:was|were|could|would|had) {ADV}(?:dead|die|never" +
      " been born|not wake|never wake|disappear|not exist|not been born)",
    { match: ["I wish I could fall asleep and not wake up ever again"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do|does|did) not want to (?:live|be alive|exist|wake up|be around|go on|keep living" +
      "|carry on|keep going|be part of (?:it|this|life|the world))\\b",
    { match: ["i dont want to wake up tomorrow. or any day"] },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:do|does) not want to be here (?:anymore|at all|any longer|on this earth)", {
    match: ["dont wanna be here nemore. like at all. not just this town"],
  }),
  S("wish-to-die", "not-here-want", 2, "\\b(?:do|does) not want to be (?:here|around|alive)\\b", {
    match: ["dont wanna be here nemore. like at all. not just this town"],
  }),
  S("wish-to-die", "wish", 3, "\\bno longer want to (?:live|be alive|exist|be here|be around)", {
    match: ["I no longer want to live, and I don't know how to say that to anyone"],
  }),
  S("wish-to-die", "wish", 3, "\\b(?:done|finished|through) (?:with )?(?:being alive|living|life|existing)\\b", {
    match: ["i'm done being alive"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:tired|exhausted|sick) (?:of|from) (?:being alive|living|existing|being a person|being" +
      " human|life itself|life|surviving|waking up|breathing)\\b(?! [a-z]+ing\\b| at| in| with|" +
      " like| admin| insurance| coach| here| there| as an?| without| on| under)",
    { match: ["im so tired of being alive"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:wish|want|hope|pray|praying|hoping|would like|wanted|rather) (?:[a-z]+ ){0,8}(?:not" +
      "|never) (?:to )?wake up\\b(?! late| early| too| in time| on time| before| at| until)",
    { match: ["I wish I could just go to sleep and never wake up"] },
  ),
  S("wish-to-die", "wish", 3, "\\bsleep and (?:never|not) (?:\\w+ )?wake\\b", {
    match: ["I wish I could just go to sleep and never wake up"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do not|never|not sure|do not know if|do not know whether|no longer) (?:think |sure" +
      " |know if |know whether )?(?:if )?i (?:still |even |really )?want to (?:live|be alive|be" +
      " here|exist|go on|keep going|wake up|keep living|stay alive)\\b",
    { match: ["i dont think i want to be alive anymore"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:pray|hope|wish|praying|hoping)(?: that)? (?:i|a car|a bus|a truck|a train|something" +
      "|it|the plane) {W2}(?:will not|would not|does not|do not|never) (?:wake up|stop|see the morning" +
      "|brake)\\b(?! late| early| too| in time| on time| before| at| until)",
    { match: ["sometimes when i cross the road i hope a car doesnt stop. is that normal"] },
  ),
  S(
    "wish-to-die",
    "no-wake",
    2,
    "\\b(?:never|not) (?:to )?wake up(?: again)?\\b(?! late| early| too| in time| on time| before" + "| at| until)",
    { match: ["I wish I could just go to sleep and never wake up"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    // Not a rule quoted about others: "the hadith forbidding anyone to wish for death".
    "(?<!\\b(?:anyone|someone|one|people|muslims|believers|christians|monks) to )\\b(?:welcome|long for|pray for|wish for|(?<!getting |get |preparing |prepared |prepare )ready for|want) death\\b(?! and rebirth)",
    {
      miss: [
        "the hadith forbidding anyone to wish for death because of a hardship",
        "is it permitted for believers to wish for death in the Islamic view?",
        "why did the church forbid monks to long for death",
        "Do Buddhists have a practice of getting ready for death like this, while healthy?",
        "I want death and rebirth to be a core mechanic of my RPG world",
        "how do monks prepare ready for death in old age",
      ],
      match: [
        "i am ready for death, i have been for months",
        "some nights i pray for death",
        "i wish for death every morning when i wake",
        "i long for death and i am tired of hiding it",
        "i used to fear it, now i welcome death",
        "I am 67, my wife has gone, my body aches and I would welcome death tomorrow if it came. I'd rather it came sooner. Is it wrong to want that?",
      ],
    },
  ),
  S("wish-to-die", "wish", 3, "\\bdeath (?:would be|is|will be) (?:a )?(?:relief|welcome|mercy|peace)", {
    match: ["honestly death would be a relief at this point"],
  }),
  S("wish-to-die", "wish", 3, "\\bbetter off dead\\b", { match: ["everyone keeps saying it gets better but i'd be better off dead"] }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:disappear|vanish|stop existing|cease to exist|not exist|fade away|go away) {W2}(?:for" +
      " good|forever|permanently|completely|and never come back)",
    { match: ["wish I could disappear for good. not run away. properly disappear"] },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:stop|cease) existing\\b|\\bcease to exist\\b", {
    match: ["I wish I'd never been born. I wish I could just stop existing, quietly, without anyone noticing."],
  }),
  S("wish-to-die", "wish", 3, "\\brather (?:be dead|not be alive|not exist|not be here|not wake)", {
    match: ["I'd rather be dead than keep feeling like this every day"],
  }),
  S("wish-to-die", "no-wake", 2, "\\b(?:sleep|go to sleep) forever\\b", { match: ["wanna just go to sleep forever"] }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera|deseo|ganas de|quiere|prefiero) (?:morir(?:me)?|estar muert[oa]|desaparecer" + " para siempre)\\b",
    { match: ["quiero morir"] },
  ),
  S("wish-to-die", "wish", 3, "\\bme quiero morir\\b", { match: ["me quiero morir, ya no puedo más"] }),
  S("wish-to-die", "wish", 3, "\\bno quiero (?:seguir )?(?:vivir|viviendo|existir|despertar|estar aqui)\\b", {
    match: ["no quiero despertar mañana"],
  }),
  S("wish-to-die", "wish", 3, "\\b(?:dormir(?:me)? y )?no (?:volver a )?despertar(?: nunca)?(?: mas)?\\b", {
    match: ["quisiera dormirme y no despertar nunca mas"],
  }),
  S("wish-to-die", "wish", 3, "\\bdesaparecer para siempre\\b", { match: ["no puedo mas con esto, quiero desaparecer para siempre"] }),
  S("wish-to-die", "wish", 3, "\\bwant(?:s|ed)? to (?:not|no longer|never) (?:be here|be alive|exist|live|wake up|be around)\\b", {
    match: ["i want to not exist anymore, is that a thing meditation can fix"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:hope|hoping|wish|wishing|pray|praying) (?:\\w+ ){0,5}(?:an accident|get hit|gets hit" +
      "|hit by|crash|crashes|die in my sleep|not make it|something happens to me|something kills" +
      " me|the plane goes down)\\b",
    { match: ["some nights i pray the plane goes down. not for anyone else. just for me"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bdeath (?:sounds|seems|looks|feels|would feel) (?:\\w+ )?(?:peaceful|nice|good|appealing" +
      "|like a relief|better|like freedom|like rest|easier)\\b",
    { match: ["lately death sounds peaceful to me and that scares me a bit"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:fantasi[sz]\\w*|daydream\\w*|dream\\w*|obsess\\w*) (?:about|of) (?:dying|death|not" +
      " existing|my (?:own )?death|my funeral|being dead|not being here)\\b",
    { match: ["I keep daydreaming about my funeral and who would come"] },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bthink(?:ing)? (?:about|of) (?:dying|my (?:own )?death|my funeral|being dead) (?:a lot" +
      "|all the time|constantly|every day|every night|more and more)",
    {
      match: [
        "i think about dying all the time now, even at work",
        "thinking of my own death every day lately",
        "i think about being dead a lot",
      ],
      miss: [
        "How do I stop thinking about dying so much? I think about my own death a lot since my friend passed.",
        "how can i stop thinking of death all the time? it is a phobia",
        "I think about dying a little, like everyone",
      ],
      // Asking how to stop the thought: the death-talk check-in reads it; not lifted to urgent beside it.
      unless: /\bhow (?:do|can) i stop thinking (?:about|of) (?:dying|death)\b/,
    },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:wish|hope|pray|want) (?:\\w+ ){0,3}(?:would|will|could|to) (?:just )?(?:take|kill|end) me\\b", {
    match: ["I pray that God will take me in my sleep"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:would not|do not|would never) mind (?:dying|if i died|not waking up|if i did not wake" + " up|being dead|if it all ended)\\b",
    { match: ["i wouldn't mind not waking up tomorrow, honestly"] },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:hate|hating) (?:being alive|living|existing|my existence)\\b", {
    match: ["i hate being alive and i don't know why i'm still trying"],
  }),
  S(
    "wish-to-die",
    "want-out",
    2,
    "\\bi (?:just )?want out\\b(?! of (?:this|my) (?:job|contract|marriage|relationship|lease" + "|deal|class|course))",
    {
      match: ["i'm so tired of everything. i just want out."],
      miss: ["I want out of this job before it breaks me, any advice on finding courage?"],
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera) dejar de (?:existir|vivir)\\b|\\bno tengo ganas de vivir\\b|\\bcansad[oa]" + " de (?:vivir|la vida|existir)\\b",
    { match: ["estoy cansada de vivir y ya no sé qué hacer"] },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:do not|does not|did not) care (?:if|whether) i (?:live|die|wake up|make it|survive)\\b", {
    match: ["I honestly don't care if I live or die anymore"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:easier|better|preferable|a relief|simpler) (?:to be|being|if i (?:was|were)) dead\\b" +
      // Not Ecclesiastes' "the day of death is better than the day of birth", nor the dua's "take me when death is better".
      "|(?<!\\bday of |\\bwhen |\\bwhere )\\b(?:being dead|dying|death) (?:would be|is|seems|sounds) (?:\\w+ )?(?:better|easier|preferable" +
      "|a relief|a mercy|kinder)\\b",
    {
      match: [
        "it would be easier to be dead than to keep pretending i'm fine",
        "honestly death is better than this",
        "dying seems kinder than another year of it",
        "being dead would be a relief at this point",
      ],
      miss: [
        "Ecclesiastes says the day of death is better than the day of birth. what does it mean",
        "the dua asks to be taken when death is better for me",
        "a world where death is kinder than war, in the novel",
      ],
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:pray|hope|wish) (?:\\w+ ){0,3}(?:takes|take|took) me (?:in my sleep|tonight|soon|away" + "|home|already|now)\\b",
    { match: ["I hope God takes me in my sleep tonight"] },
  ),
  S(
    "wish-to-die",
    "ruminate",
    1,
    "\\b(?:all the time|constantly|every (?:single )?(?:day|night)|more and more|a lot lately" +
      "|non ?stop|getting louder|getting worse|can not stop thinking)\\b",
    { match: ["i think about it every night"], modifier: true },
  ),

  // ---- wishes, means and plans in more words.
  S(
    "wish-to-die",
    "wish",
    3,
    // Not the manner asked about: "how I'd like to die, in the Buddhist sense of preparing the mind".
    "(?<!\\bhow (?:i|id|we|they|you|one|people|someone|he|she) )\\b(?:want|wish|pray|hope|deserve|deserves|ready|waiting|let me|need|would like|would love" +
      "|long) (?:just |simply |finally )?(?:to )?die\\b" +
      NOT_A_WISH,
    {
      match: [
        "wanna dieee",
        "i just want to die in my sleep",
        "i deserve to die after what i did",
        "i do not know how i got here but i would like to die now",
        "some days i would love to die and be done",
        "i know how i feel, i want to die",
      ],
      miss: [
        "i dyed my hair and it went orange and i literally want to die how do i fix it",
        "in hinduism why do people want to die in varanasi? saw a documentary",
        "I want to die of shame after that presentation",
        "I'm 84 and I've been thinking about how I'd like to die, in the Buddhist sense of preparing the mind",
        "we talked about how we want to die: at home, with music",
        "she wrote about how she would like to die, surrounded by family, when the time comes",
      ],
      unless: HYPERBOLE,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:should not|should never|do not deserve to|does not deserve to|not supposed to|was never" +
      " meant to) (?:have )?(?:be|been|live|exist|be alive|be here|been born)\\b(?! (?:late|there" +
      "|at|in|on|with|so|such|a|an|the|like|mean|rude|angry|sad|upset))",
    { match: ["i should never have been born"], miss: ["I should not have been so rude to my mum yesterday"] },
  ),
  S("wish-to-die", "wish", 3, "\\bwant (?:my life|this life|my existence|living|being alive) (?:to (?:end|stop|be over)|over)\\b", {
    match: ["I want my life to be over and I'm tired of pretending otherwise"],
  }),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bwant (?:it|this|the pain|it all) (?:all )?(?:to be )?over(?= *(?:[.!?,;]|$| already| now" + "| for good| forever))",
    { match: ["i'm so tired. i want it all to be over."], miss: ["I want it over with so I can finally relax"] },
  ),
  S("wish-to-die", "wish", 3, "\\bwaiting for (?:my body|the end|it to end|death|it all to end|my heart) ", {
    match: ["I'm just waiting for death at this point, nothing else"],
  }),
  S("wish-to-die", "wish", 3, "\\b(?:not|no longer|less) (?:scared|afraid|frightened) of (?:dying|death|being dead)\\b", {
    match: [
      "im not scared of dying anymore. im done. what do buddhists say you should do in your last hour",
      "i am no longer afraid of death and that scares my wife",
      "i'm not afraid of dying, i just want the pain to stop",
    ],
    miss: [
      "I'm 84 and not afraid of death any more. I've had a full life and my family is around me.",
      "Since my cardiac arrest I'm much less afraid of dying and much more interested in living.",
      "I'm 92, not afraid of dying and not in any hurry either.",
    ],
    // Old age at peace, a life full, a near-death experience that left someone more alive.
    unless:
      /\b(?:(?:i am|im) (?:[7-9]\d|1\d\d)\b|full life|more interested in living|love life more|not in any hurry|in no hurry|cardiac arrest|near death|ego death)/,
  }),
  S("wish-to-die", "wish", 2, "\\b(?:scared|afraid|tired|sick) of (?:living|being alive|existing)\\b", {
    match: ["im so tired of being alive"],
  }),
  S("wish-to-die", "wish", 3, "\\bhad enough of (?:life|living|being alive|existing|this life|it all|everything)\\b", {
    match: ["I've had enough of life. I'm done trying."],
  }),
  S("wish-to-die", "wish", 3, "\\buntil i (?:do not|never|no longer|can not) (?:wake up|feel anything|breathe)\\b", {
    match: ["some nights i want to sleep until i don't wake up"],
  }),
  S(
    "wish-to-die",
    "disappear",
    2,
    "\\b(?:want|wanting|wish|need) to (?:just )?(?:disappear|vanish|not exist)\\b(?! (?:to|into" +
      "|for a|for the|from (?:work|social)|on|off to|under))",
    {
      match: [
        "what does buddhism say about wanting to disappear for good? like not travel, i mean stop existing completely and never come back",
      ],
    },
  ),
  S(
    "wish-to-die",
    "join",
    3,
    "\\b(?:want|wanting|ready|can not wait|long|longing|need) to (?:be|go) (?:with|where) (?:my" +
      " |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them" +
      "|grandma|grandpa|partner|she is|he is|they are)\\b",
    { match: ["since he died all I can think is that I'm ready to be with my husband again"] },
  ),

  // ---- Spanish, in more words.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera|deseo) (?:desaparecer|irme de este mundo|dejar este mundo|no despertar" +
      "|dormir para siempre|quitarme del medio)\\b",
    { match: ["no puedo mas con esto, quiero desaparecer para siempre"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:hart[oa]|cansad[oa]|agotad[oa]) de (?:vivir|la vida|existir|seguir viviendo)\\b|\\bpara" + " que (?:seguir|vivir)\\b",
    { match: ["estoy harta de vivir así"] },
  ),
  S("wish-to-die", "wish", 3, "\\bojala (?:no despertara|me muriera|estuviera muert[oa]|no existiera|no hubiera nacido)\\b", {
    match: ["ojalá no despertara mañana"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:ya )?no quiero seguir(?: viviendo| aqui| asi| en este mundo| existiendo)?(?= *(?:[.!?,;]" + "|$| mas| ya))",
    { match: ["ya no quiero seguir viviendo. nadie me necesita"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:irme|ir|salir|marcharme) de este mundo\\b|\\bno tengo (?:por que|para que|razon para" +
      "|motivo para|ganas de) (?:vivir|seguir)\\b",
    { match: ["solo quiero irme de este mundo y descansar"] },
  ),
  S(
    "wish-to-die",
    "wish-es",
    2,
    "\\bquiero que (?:se acabe|todo (?:termine|acabe|se acabe)|esto (?:termine|acabe|se acabe))\\b" + "|\\bdejar de sufrir\\b",
    { match: ["solo quiero que todo termine"] },
  ),
  S("wish-to-die", "ruminate-es", 2, "\\bpienso en (?:la muerte|morir(?:me)?|mi muerte) (?:todo el tiempo|cada dia|siempre|mucho)\\b", {
    match: ["pienso en la muerte todo el tiempo y ya no sé cómo pararlo"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bi am (?:so |just |really )?over (?:life|living|being alive|existing|it all|everything)" + "(?= *(?:[.!?,;]|$))",
    { match: ["honestly i'm so over life."], miss: ["i am so over everything at work this week"] },
  ),
  S("wish-to-die", "wish", 3, "\\b(?:want|wanting|wish) to (?:just )?be gone(?= *(?:[.!?,;]|$| forever| for good| from this world))", {
    match: ["i don't want to talk to anyone, i just want to be gone"],
    miss: ["i want to be gone by 8 so i miss the traffic"],
  }),
  S("wish-to-die", "wish", 3, "\\bwish i (?:was|were) (?:not|no longer) (?:alive|here|born|around)\\b", {
    match: ["I wish I wasn't alive"],
  }),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do not|does not|did not) care (?:if|whether) i (?:crash|get hurt|get hit|get killed" + "|get run over|drown)\\b",
    { match: ["i don't care if i crash the car on the way home tonight"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wish|need) to (?:sleep|rest|disappear|lie down) and (?:never|not) (?:have to|wake|deal|face|feel|come back)\\b",
    { match: ["I just want to sleep and never wake up"] },
  ),
  S(
    "wish-to-die",
    "no-face",
    2,
    "\\bnot (?:have to )?(?:deal with|face|feel) (?:any of )?(?:this|it|anything|life) (?:ever again|anymore|again)\\b",
    { match: ["i just want to not feel anything anymore"] },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wish|need) to (?:go to )?sleep and (?:never|not) (?:have to )?wake\\b|\\b(?:relieved|glad" +
      "|happy|grateful) if (?:\\w+ ){0,6}(?:only had|had (?:\\w+ ){0,2}left|was dying|die)\\b|\\bdisappointed (?:that )?i" +
      " (?:did|woke|am still (?:here|alive))\\b",
    { match: ["every morning i wake up and im disappointed that i did"] },
  ),
  S(
    "wish-to-die",
    "long-sleep",
    2,
    "\\bsleep for (?:a )?(?:very |really )?long time\\b" + "|\\bsleep (?:forever|for good|and not come back)\\b",
    { match: ["wanna just go to sleep forever"] },
  ),
  S("wish-to-die", "not-wanting", 3, "\\bnot wanting to (?:be alive|live|exist|be here|wake up|be around)\\b", {
    match: ["Is it normal to keep not wanting to wake up in the morning?"],
  }),
  // ---- EN-WIDEN
  // ---- Wishes in more words (tuning 3 and 4). "Wanting to die for weeks": the engine blanks "to die for" as an
  // idiom ("a cake to die for"), so the words left around the gap are read here.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wanting|wanted|wants|wished|wishing|wish) {10,14}(?:weeks|months|years|days|a while|ages|so long|a long time|real|sure)\\b",
    {
      match: ["he has been talking about wanting to die for weeks", "i have wanted to die for years", "i want to die for real this time"],
      miss: ["this cake is to die for", "i want a view to die for", "i am dying for a coffee"],
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:wanted|want|wish|wished|hoping|hoped|easy|easier|tempting|tempted|nice) (?:\\w+ ){0,4}(?:not to|to not|never to) (?:get back up|come (?:back )?up|come round|come to|resurface)\\b" +
      "|\\bwish (?:i|you) (?:had not|never|did not) (?:woken|wake)(?: up)?\\b" +
      "|\\b(?:wish|want|hope|pray|praying|prayed|hoping|would like|wanted|rather) (?:[a-z]+ ){0,8}(?:not|never|no longer) (?:to )?wake(?: up)? (?:anymore|again|any more|ever)\\b" +
      "|\\b(?:will not|would not|never|not) (?:have to|need to) wake up (?:anymore|again|ever again)\\b",
    {
      match: [
        "blacked out on the kerb and kind of wanted not to get back up",
        "is it normal to wish you had not woken up when the baby cries",
        "sometimes i pray i will not wake anymore",
        "if i keep going long enough i will not have to wake up anymore",
      ],
      miss: [
        "i wanted not to get up this morning, so cosy",
        "i hope i will not wake up late again",
        "i will not have to wake up early anymore once i retire",
      ],
    },
  ),
  S(
    "wish-to-die",
    "easy",
    2,
    "\\b(?:think|thinking|thought|wonder\\w*|realis\\w*|realiz\\w*) (?:about )?how easy it (?:would be|is|could be) (?:for (?:me|us|both of us) )?(?:to )?(?:just )?" +
      "(?:not|turn(?! (?:\\w+ ){0,2}(?:around|back|off|on|left|right)\\b)|step|jump|let go|end|swerve|drive off|fall|lean|slip|walk into|do it|take them|take it|go under)\\b" +
      "|\\bhow easy it would be for (?:both of us|us both|the two of us)\\b",
    {
      match: [
        "i held my breath in the bath and thought how easy it would be to not come up",
        "every time i cross the bridge i think about how easy it would be to just turn the wheel",
        "i stood at the top of the stairs with him and thought how easy it would be for both of us",
      ],
      miss: [
        "i thought how easy it would be to just order pizza",
        "i realised how easy it is to turn off notifications",
        "think about how easy it would be to walk into the office and quit",
      ],
      unless: /\b(?:pizza|notifications|office|quit (?:my|the) job|recipe|app|software|settings)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bwish (?:the )?(?:ground|fall|drop|car|train|pills|overdose|it|crash|accident|rope|cold) (?:had )?(?:did|done|finished) (?:its|it is|the|their) job(?: properly)?\\b" +
      "|\\b(?:hoping|hope|wish|praying|pray)\\b[^.?!]{0,60}\\b(?:takes|take|took|would take) me out\\b" +
      "|\\b(?:hoping|hope|wish|praying|pray)\\b[^.?!]{0,30}\\b(?:my )?(?:liver|heart|body|kidneys|lungs) (?:just )?(?:gives? up|gives? out|stops?|fails?|packs? in)\\b",
    {
      match: [
        "i fell from height and survived. sometimes i wish the ground did its job properly",
        "hoping i catch whatever the patients have and it takes me out",
        "drinking a bottle a day, hoping my liver just gives up",
      ],
      miss: ["i hope the team takes me out for lunch", "wish the printer did its job", "i pray my heart stops racing before the exam"],
      unless: /\b(?:lunch|dinner|drinks|printer|racing|exam|interview|for a date)\b/,
    },
  ),
  S(
    "wish-to-die",
    "long-sleep",
    3,
    "\\b(?:sleep|sleeping|nap)\\b[^.?!]{0,60}\\b(?:the long kind|the long one|the long sleep|the big sleep|the forever kind|the kind you do not wake (?:up )?from)\\b|\\b(?:i need|i want|give me|hope for) the kind (?:of sleep )?you do not wake (?:up )?from\\b",
    {
      match: [
        "going to sleep now and i hope it is the long kind",
        "the only sleep that will work is the long one",
        "i need the kind you do not wake from",
      ],
      miss: ["i hope the long one is on netflix", "i want the long kind of pasta", "only the long one fits the frame"],
      unless: /\b(?:netflix|pasta|frame|film|movie|book|cable|dress|coat|drive|walk|run|hike|route)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:river|sea|lake|water|canal|ocean) (?:would be|is|will be|might be) (?:warmer|kinder|easier|quieter|better) than\\b" +
      "|\\b(?:crashing|crash|dying|death|not waking up|jumping|drowning|a car accident|a bus hitting me|getting hit)\\b[^.?!]{0,30}\\b(?:sounds|seems|looks|feels) like (?:a )?(?:holiday|rest|relief|a break|heaven|bliss|freedom|peace)\\b" +
      "|\\b(?:do not|not) feel safe (?:from|around|with) myself\\b",
    {
      match: [
        "been thinking the river would be warmer than the car tonight",
        "crashing the car sometimes sounds like a holiday",
        "the nurse asked if i feel safe at home. i do not feel safe from myself",
      ],
      miss: ["the sea is warmer than the pool in august", "a break sounds like a holiday", "i feel safe with myself when i meditate"],
      unless: /\b(?:august|swim\w*|pool|surf\w*|wetsuit)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bif (?:a|the) (?:bus|car|truck|lorry|train|tram) (?:hit|hits|ran over|runs over|took) me\\b[^.?!]{0,40}\\b(?:thank|relief|would not mind|grateful|fine|okay|ok|good|welcome)\\b" +
      "|\\b(?:life|existence|reality)\\b[^.?!]{0,30}\\b(?:had|has|with) (?:a|an) (?:quit|exit|off|delete|self destruct|end) button\\b|\\b(?:quit|exit|off|delete) button (?:for|on) (?:life|me|existence|myself)\\b" +
      "|\\b(?:go|be|stay|become|fall) (?:quiet|silent|dark|still)\\b[ .,]{0,4}(?:permanently|forever|for good)\\b",
    {
      match: [
        "lol if a bus hit me i would thank the driver",
        "wish life had a quit button",
        "honestly just want the world to go quiet. permanently.",
      ],
      miss: [
        "if a bus hit me i would be late for work",
        "this game has a quit button on the menu",
        "the lake goes still in winter for good reason",
      ],
      unless: /\b(?:late for|game|menu|controller|app|software)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    '\\bbirthday\\b[^.?!]{0,40}\\bnot (?:to )?(?:have|see|get) another(?: one)?\\b|\\b(?:do not|never) want the rest of my life(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "all i want for my birthday is to not have another one",
        "if this is the rest of my life i do not want the rest of my life",
        "my birthday wish is not to see another one",
      ],
      miss: [
        "for my birthday i do not want another cake",
        "after this birthday party i will not have another one at home",
        "i do not want the rest of my life to be about work",
      ],
      unless: /\b(?:cake|party|present|gift|card)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\b(?:do not|don t) (?:have|want) (?:\\w+ )?(?:more )?(?:years|winters|birthdays) (?:of this )?(?:in me|left in me)\\b" +
      '|\\b(?:do not|don t) want to (?:do|face|see|go through|get through) another (?:winter|year|christmas|birthday|summer|spring)(?= *(?:[.!?,;"]|$| of this| like this| alone))' +
      "|\\b(?:take|taking) my chances (?:with|in|on) (?:the|my) next (?:life|birth|incarnation|one)\\b|\\bnext (?:life|one) over this one\\b",
    {
      match: [
        "i do not have five more years of this in me",
        "so tired. i do not want to do another winter",
        "i would take my chances with the next life over this one",
      ],
      miss: [
        "i do not want to do another winter in this cold flat, should i move",
        "i do not have more years in me at this company",
        "i will take my chances with the next bus",
      ],
      unless: /\b(?:flat|house|move|moving|company|job|team|bus|train)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bi should have died\\b(?! laughing)|\\bi was (?:supposed|meant) to (?:go|die) first\\b" +
      "|\\b(?:passive|active) death wish\\b[^?!]{0,80}\\b(?:which i am|i have|i am|mine|one to the other)\\b" +
      "|\\b(?:picture|picturing|pictured|imagine|imagining|imagined|visuali[sz]\\w*) (?:my|my own) (?:funeral(?: pyre)?|pyre|grave|coffin|death|obituary|headstone|body)\\b[^.?!]{0,40}\\b(?:relief|relieved|longing)\\b",
    {
      match: [
        "maybe i should have died over there",
        "why did god take her. i was supposed to go first",
        "i keep picturing my own funeral pyre and feeling relief",
      ],
      miss: [
        "the joke was so bad i should have died laughing",
        "in maranasati i imagine my own death calmly as the teacher says",
        "what is a passive voice sentence",
      ],
    },
  ),
  S(
    "wish-to-die",
    "envy",
    2,
    "\\b(?:envy|envious of|jealous of)\\b[^.?!]{0,40}\\b(?:the dead|the dying|patients|people who died|the ones who died)\\b.{0,40}?\\b(?:get to (?:go|die|rest|leave)|lucky)\\b" +
      "|\\b(?:they|he|she) (?:gets?|got) to (?:go|die|rest|leave) and (?:everyone|everybody|people) (?:is|are|was|were) kind\\b",
    {
      match: [
        "i volunteer at a hospice and i envy the patients. they get to go",
        "i am envious of the dying, they get to rest",
        "they get to go and everyone is kind about it",
      ],
      miss: [
        "i envy the patients who get to go home early",
        "i am jealous of my sister, she gets to leave for paris",
        "they get to go to the beach and everyone is happy",
      ],
      unless: /\b(?:go home|paris|beach|holiday|trip|party)\b/,
    },
  ),
  S(
    "wish-to-die",
    "reckless",
    2,
    "^(?=.*\\b(?:on purpose|no seatbelt|without (?:a )?seatbelt|drink driving|driving drunk|drunk driving|way too fast|using alone|red lights?)\\b)" +
      "(?=.*\\b(?:(?:if|whatever) (?:something|it|anything) (?:happens|goes wrong)|whatever happens happens|so be it|i do not care if|hit a tree|nobody would find me)\\b)",
    {
      match: [
        "drink driving at night on purpose now. if i hit a tree so be it",
        "coast road at night with no seatbelt, if something happens it happens",
        "using alone on purpose lately. if it goes wrong then it goes wrong",
      ],
      miss: [
        "i ran a red light by accident, if it happens again i will lose my licence",
        "my son drives way too fast, so be it, he is 19",
        "i left the door open on purpose, whatever happens happens with the cat",
      ],
      unless: /\b(?:by accident|licence|license|cat|dog|he is \d+|she is \d+|my son|my daughter)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:would like|want|wish|wanted) to (?:actually|really|honestly|literally|properly|finally) die\\b" +
      "|\\blet me not (?:open my eyes|wake)\\b|\\bnot (?:to )?open my eyes (?:in the morning|again|tomorrow)\\b" +
      "|\\b(?:happy|glad|content|fine|ready) (?:to )?never (?:to )?(?:get up|wake up|wake)(?: again)?\\b" +
      "|\\bwish (?:it|life|there) (?:had|was) (?:a|an) (?:quit|exit|off|delete|end) button\\b",
    {
      match: [
        "i think i would like to actually die, not just before i die",
        "asking krishna every night to let me not open my eyes in the morning",
        "i would go to sleep tonight happy never to get up",
      ],
      miss: [
        "i would like to actually dye my hair",
        "i wish the game had a quit button that worked",
        "i am happy to never get up early again",
      ],
      unless: /\b(?:dye|hair|game|early)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    '\\b(?:do not|don t) care if it happens\\b|\\bi (?:think i )?just want to stop(?= *(?:[.!?"]|$))|\\bsoon (?:this|it|all of this) (?:can|will) (?:stop|end|be over)\\b' +
      "|\\b(?:knows?|know) where this (?:ends|is going)\\b[^.?!]{0,40}\\b(?:wants it|does not care)\\b",
    {
      match: [
        "i am not trying to die exactly, i just do not care if it happens",
        "i do not think there is a new me. i think i just want to stop.",
        "soon this can stop, i am so tired",
      ],
      miss: ["i just want to stop smoking", "soon this can stop raining, fingers crossed", "if it rains, i do not care if it happens"],
      unless: /\b(?:smok\w*|vap\w*|drinking|rain\w*|weather|sale)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "^(?=.*\\b(?:helped me up|found me|saved me|pulled me out|woke me|called (?:an|the) ambulance|brought me back|revived me)\\b)" +
      '(?=.*\\bwish (?:she|he|they|you|someone|nobody|no one) (?:had not|never|did not|had never)(?: (?:done|found|helped|bothered|called))?(?= *(?:[.!?,;"]|$)))',
    {
      match: [
        "fainted at the bus stop today. a woman helped me up. i wish she had not",
        "my flatmate found me and called an ambulance. i wish he had not",
        "they brought me back in a and e. i wish they never bothered",
      ],
      miss: [
        "my sister found my diary. i wish she had not",
        "he helped me up after i slipped on ice, i wish he had not laughed though",
        "the lifeguard saved me a seat, i wish he never did",
      ],
      unless: /\b(?:diary|slipped|ice|seat|laughed|tripped)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "wish-to-die",
    "want-stop",
    2,
    '\\bwant (?:it all|everything|it) to (?:just )?stop(?= *(?:[.!?,;"]|$| like| soon| forever| for good| now))|\\bdifference between (?:nirvana|moksha|heaven|liberation) and (?:just )?(?:not existing|dying|death|being dead)\\b' +
      "|\\b(?:karma|this life|my life)\\b[^.?!]{0,60}\\b(?:cleaner|better|kinder|easier) to (?:stop|go|end it|leave) now\\b|\\b(?:sleep|go to sleep) forev(?:r|a|ah|errr)\\b",
    {
      match: [
        "i do not want to keep being reborn, i want it all to just stop. like soon",
        "what is actually the difference between nirvana and just not existing",
        "if i have bad karma from this life would it be cleaner to stop now",
      ],
      miss: [
        "i want it all to just stop raining",
        "the difference between heaven and earth in genesis",
        "my life would be easier to stop now and rest, said the cyclist",
      ],
      unless: /\b(?:rain\w*|noise|genesis|cyclist|race|marathon)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "^(?=.*\\b(?:die|dying|death|after (?:you|i) die)\\b)(?=.*\\bi want to make sure it is (?:fast|quick|painless|instant|over quickly)\\b)" +
      "|\\bpray for me\\b[^?!]{0,40}\\bnot for (?:getting better|recovery|healing|a cure)\\b" +
      '|\\b(?:both|we) (?:could |should |would )?(?:just )?go together(?= *(?:[.!?,;"]|$| she s said| she has said))' +
      "|\\b(?:do not|don t) want to (?:make|cause|be) (?:trouble|a bother|a fuss|extra work|a mess) for (?:the )?(?:volunteers|lifeboat|rescuers|police|coastguard|whoever finds|the people who find)\\b",
    {
      match: [
        "can you feel pain after you die. i want to make sure it is fast",
        "please pray for me. not for getting better. pray that it is quick.",
        "i have been thinking we could both just go together",
      ],
      miss: [
        "my dog is dying and i want to make sure it is painless for him",
        "pray for me, not for getting better grades, just for calm",
        "we could both go together to the concert",
      ],
      unless: /\b(?:my dog|my cat|for him|for her|grades|concert|party|show|wedding)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|need|hope) (?:it|the drink|the booze|the pills|this) to be enough (?:one night|tonight|this time|one day)\\b" +
      '|\\b(?:do not|don t) think i have (?:\\d+|two|three|four|six|eight|a few) (?:more )?(?:weeks|months|days)(?: left)?(?= *(?:[.!?,;"]|$| honestly| left))' +
      "|\\bscared (?:to be|of being) alone with (?:\\w+ ){0,3}myself\\b|\\bfeels like (?:he|she|they) (?:is|are) waiting for me\\b",
    {
      match: [
        "i am not going to quit. i just want it to be enough one night",
        "the waitlist is 8 weeks. i do not think i have 8 weeks honestly",
        "scared to be alone with the baby and myself. mostly myself",
      ],
      miss: [
        "i want it to be enough one day to buy a house",
        "i do not think i have 8 weeks of leave left",
        "scared to be alone with my thoughts at night sometimes",
      ],
      unless: /\b(?:buy|house|leave left|holiday|annual leave|savings)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): the permanent kind of rest, a sleep not come back from, an illness left
  // to take the writer.
  S(
    "wish-to-die",
    "permanent-sleep",
    2,
    "\\b(?:rest|sleep|peace) i (?:will|would|am going to|can) (?:ever )?(?:get|find|have) is the (?:permanent|eternal|final|forever) (?:kind|one|sort)\\b" +
      "|\\b(?:a|the) (?:sleep|rest) (?:you|i|one|people) (?:do not|never|would not|will not|can not|does not) (?:come back|wake up|return) from\\b" +
      "|\\b(?:want|wanting|need|long for|longing for|dream(?:ing)? (?:about|of)|daydream(?:ing)? (?:about|of)) (?:a |the )?(?:permanent|forever) (?:rest|sleep)\\b",
    {
      match: [
        "i am starting to believe the only rest i will ever get is the permanent kind",
        "i have started daydreaming about a sleep you do not come back from",
        "honestly i just want the permanent sleep",
      ],
      miss: [
        "is death like a sleep you do not come back from, in buddhism",
        "the permanent rest of the orchestra is on stage",
        "the only rest i will ever get is the kind where my kids are at school",
      ],
      unless: /\b(?:in buddhism|in hinduism|in islam|in christianity|poem|poetry|novel|orchestra|character)\b/,
    },
  ),
  S(
    "wish-to-die",
    "let-it-take",
    2,
    "\\bif it takes me,? (?:then )?(?:it takes me|so be it|fine)\\b|\\b(?:will|would|going to|just) let (?:it|the cancer|the lump|the illness|the disease) take me\\b",
    {
      match: [
        "i am not going to the doctor about the lump. if it takes me, it takes me",
        "if it takes me then so be it",
        "i will just let the cancer take me",
      ],
      miss: [
        "if it takes me all day, it takes me all day, i will finish the quilt",
        "the bus will take me to the station",
        "let it take me back to childhood, that song",
      ],
      unless: /\b(?:all day|all night|hours|weeks to finish|quilt|station|song|music|back to)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), second pass: the sentence about the writer or a friend.
  S(
    "wish-to-die",
    "dharma-death",
    2,
    "\\b(?:dying|death) is my (?:dharma|duty|path|purpose) now\\b|\\b(?:this|my) body should (?:just )?stop\\b|\\b(?:keeps|keep) (?:saying|telling me) (?:that )?(?:you|i) should (?:just )?(?:die|end it|stop living)\\b",
    {
      match: [
        "maybe dying is my dharma now",
        "the thoughts are loud, about how this body should just stop",
        "a thought that keeps saying you should die",
      ],
      miss: [
        "dying is my least favourite topic in the dharma talks",
        "my heart monitor says my body should stop the exercise now and rest",
        "the coach keeps saying you should die on the pitch for the team",
      ],
      unless: /\b(?:exercise|pitch|coach|monitor|game|talks)\b/,
    },
  ),
  S(
    "wish-to-die",
    "wanted-out",
    2,
    "\\b(?:i have |i )?wanted out(?! of) (?:for (?:a long time|years|months|ages)|since|well before)\\b|\\ba passive way (?:of|to) (?:leaving|leave|die|dying|go|going|end it)\\b",
    {
      match: [
        "the truth is i have wanted out for a long time, well before i got sick",
        "is it wrong to refuse treatment if it is a passive way of leaving",
        "i wanted out for years",
      ],
      miss: [
        "i have wanted out of this marriage for years",
        "she wanted out of the contract since march",
        "a passive way of leaving the meeting is to turn off your camera",
      ],
      unless: /\b(?:meeting|camera|party|contract|marriage|job|band|club)\b/,
    },
  ),
  S(
    "wish-to-die",
    "follow-them",
    2,
    "\\bi (?:keep thinking|think|want to|wish i could|should|could) (?:i should )?(?:just )?follow (?:him|her|them)(?: there| now)?(?= *(?:[.!?,;]|$))",
    {
      match: ["i keep thinking i should just follow him", "since she died i want to follow her.", "honestly i could just follow them now"],
      miss: [
        "i want to follow her on instagram",
        "i think i should follow him, he knows the way to the hut",
        "i wish i could follow them, but my visa ran out",
      ],
      unless: /\b(?:instagram|twitter|tiktok|social media|lead|advice|example|footsteps|career|way to|visa|path)\b/,
    },
  ),
];
