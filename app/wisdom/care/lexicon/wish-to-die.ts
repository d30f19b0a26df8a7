import { S, type Signal } from "./parts";

/** A wish to die, not to wake, not to exist, to be gone for good. */
export const wishToDie: Signal[] = [
  // ---- wish to die: wanting to die, not to wake, not to exist, to disappear for good.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wants|wanted|wanting|wish|wishing|ready|longing|long) (?:to )?(?:just )?(?:die" +
      "|be dead|be gone for good|not be alive|not exist|stop existing|not wake up|never wake up)\\b",
    { match: ["wanna dieee"] },
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
  S("wish-to-die", "wish", 3, "\\b(?:welcome|long for|pray for|wish for|ready for|want) death\\b", {
    match: [
      "I am 67, my wife has gone, my body aches and I would welcome death tomorrow if it came. I'd rather it came sooner. Is it wrong to want that?",
    ],
  }),
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
    { match: ["i think about dying all the time now, even at work"] },
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
      "|\\b(?:being dead|dying|death) (?:would be|is|seems|sounds) (?:\\w+ )?(?:better|easier|preferable" +
      "|a relief|a mercy|kinder)\\b",
    { match: ["it would be easier to be dead than to keep pretending i'm fine"] },
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
    "\\b(?:want|wish|pray|hope|deserve|deserves|ready|waiting|let me|need|would like|would love" +
      "|long) (?:just |simply |finally )?(?:to )?die\\b",
    { match: ["wanna dieee"] },
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
    match: ["im not scared of dying anymore. im done. what do buddhists say you should do in your last hour"],
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
];
