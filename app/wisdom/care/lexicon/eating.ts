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
  /\b(?:faint|fainted|fainting|pass out|passed out|blacked out|collapsed|heart|dizzy|hair is falling|hair falling|kg|kilos|pounds|lbs|bmi|fading|fade away|not (?:really )?about god|never stopped fasting|deserve to (?:eat|take up space))\b/;
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
  // Vital signs gone low beside food refused ("my doctor says my heart rate is too low"): the same danger, in a doctor's words.
  S(
    "eating",
    "danger",
    1,
    "\\b(?:heart rate|resting heart rate|pulse|heartbeat|potassium|blood pressure|blood sugar) (?:is|was|has been|had got|has got|got|keeps (?:being|getting)) (?:too |very |dangerously |really |so |worryingly )?(?:low|slow)\\b",
    {
      modifier: true,
      modifies: ["eating", "death-talk"],
      match: [
        "my doctor says my heart rate is too low and wants to see me again",
        "the nurse said my potassium was dangerously low",
        "my pulse has been really slow since i cut down",
      ],
      miss: ["my heart rate is too high after coffee", "is a low heart rate good for athletes", "blood pressure was normal today"],
    },
  ),
  // ---- EN-WIDEN
  // ---- Starvation in more words (tuning 3 and 4): food stopped for days or "since sunday", a day count of a fast
  // that is not stopping, hunger felt as holiness, a fast kept until God takes one, starving to see who notices.
  // A fast cleared with a doctor or kept for a season (the unless below, and ORDINARY_FAST) is set aside.
  S(
    "eating",
    "not-eating",
    2,
    "\\b(?:have not|had not|not|stopped|have stopped|quit) (?:eaten|eating)(?: anything| properly| at all| a thing)? (?:since|on|from) " +
      "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last (?:week|weekend|\\w+day)|the weekend|\\w+ (?:days|weeks) ago)\\b" +
      "|\\bi stopped eating (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|days ago|a week ago)\\b",
    {
      match: [
        "i have not eaten since sunday and i keep getting dizzy",
        "i stopped eating wednesday, it feels like the right thing",
        "honestly have not eaten anything since last week",
      ],
      miss: [
        "i have not eaten since breakfast, is it ok to meditate now",
        "she stopped eating meat last year",
        "i have not eaten out since the pandemic",
      ],
    },
  ),
  S(
    "eating",
    "stop-eating",
    2,
    "\\b(?:ready|going|want|wanted|decided|deciding|plan|planning|intend|started|start|begun|begin|just) to (?:just |simply )?(?:stop|quit) eating" +
      '(?= *(?:[.!?,;"]|$| and| until| till| altogether| completely| entirely| for good| now| already))',
    {
      match: [
        "i have decided to stop eating. i am very calm about it",
        "i am ready to stop eating and let go",
        "i want to just stop eating altogether",
      ],
      miss: ["i have decided to stop eating meat", "i want to stop eating so late at night", "i plan to stop eating sugar for lent"],
    },
  ),
  S(
    "eating",
    "fast-to-death",
    3,
    "\\b(?:fast|fasting|fasted|starve|starving|stop eating|stopped eating|stops eating|not eat|not eating|fade|fading|waste away|wasting away|slip away|slipping away)\\b" +
      "[^.?!]{0,40}?\\b(?:until|till|and|so) (?:god|allah|the lord|death|he) (?:takes?|calls?|comes? for) (?:me|them|him|her)\\b" +
      '|\\b(?:fast|fasting|fasted|stop eating|stopped eating|stops eating|not eating)\\b[^.?!]{0,40}?\\bso (?:i|she|he|they) (?:can|could|will|would) (?:die|be gone|be with|go(?= *(?:[.!?,;"]|$| home| to (?:god|allah|him|her))))' +
      "|\\bfasting (?:until|till|to) the end(?! of)\\b",
    {
      match: [
        "what if someone stops eating until allah takes them",
        "she has decided to stop eating so she can go",
        "is fasting until the end permitted for detachment",
      ],
      miss: [
        "we keep fasting until the end of ramadan",
        "he stopped eating meat so he can go vegan",
        "i am fasting so i can focus on prayer",
      ],
    },
  ),
  S(
    "eating",
    "notice",
    3,
    "\\b(?:not eating|stop eating|stopped eating|starv\\w*|fasting|of no food|without food)\\b[^.?!]{0,60}?\\b(?:(?:see|seeing) (?:how long|where it ends|how far)" +
      "|how long (?:it takes )?(?:before|until|till|for) (?:anyone|someone|somebody|they|anybody)|until (?:anyone|someone|somebody|anybody) notices)\\b",
    {
      match: [
        "i have been not eating just to see how long before anyone notices",
        "sometimes i think i will stop eating and see how long it takes for anyone to notice",
        "day nine of no food, just seeing how long it goes on",
      ],
      miss: [
        "i am fasting to see how far my discipline goes this lent",
        "stopped eating sugar to see how long i can last",
        "no food allowed in the hall, see how long the talk goes",
      ],
      unless: /\b(?:lent|ramadan|sugar|discipline|diet|doctor|gp|supervised)\b/,
    },
  ),
  S(
    "eating",
    "day-count",
    2,
    "^(?=.*\\b(?:fast|fasting|food|eat|eating|water only|only water|starv\\w*|nothing)\\b)" +
      "(?=.*\\b(?:day (?:[5-9]|[1-9]\\d|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\\b|(?:[5-9]|[1-9]\\d|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty) days)" +
      "(?: of| now| so far| into| without|\\.|,| and| i|$))" +
      "(?=.*\\b(?:do not (?:really )?want to stop|not (?:really )?about god|haven t told|have not told|not told anyone|nobody knows|no one knows|i wish she had not|wish (?:he|she|they) had not" +
      "|fading|faint\\w*|dizzy|heart|where it ends|how long|wake up|basically nothing|water only|only water|nothing|not for religion)\\b)" +
      "(?!.*\\b(?:doctor|gp|dietitian|supervis\\w*|monitor\\w*|cleared|athai|paryushan|ramadan|navratri)\\b)",
    {
      match: [
        "day 10 of my fast and i do not want to stop",
        "i am on day nine of only water and nobody knows",
        "twelve days without food now. i feel dizzy but quiet",
      ],
      miss: [
        "day 5 of my water fast, my doctor is monitoring it",
        "day 7 of the retreat, food is amazing",
        "i have been fasting for ten days of ramadan and feel good",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "holy-hunger",
    2,
    "\\b(?:hunger|starving|starvation|not eating|emptiness|an empty stomach)\\b (?:feels?|is|makes? me feel) (?:like )?(?:holiness|holy|purity|sacred|saintly)\\b" +
      "|\\b(?:too heavy|too fat|too big) to be (?:pure|holy|clean|worthy|loved by god)\\b" +
      "|\\bonly eat (?:the )?(?:communion(?: wafer)?|a (?:date|cracker|wafer))(?: now| a day| each day)?\\b" +
      "|\\bwhy (?:keep|should i keep|would i keep) (?:feeding|nourishing) (?:it|this body|the body|myself)\\b|\\bwhy should i keep this body going\\b",
    {
      match: [
        "hunger feels like holiness to me now",
        "i am still too heavy to be pure so i only eat the communion wafer",
        "the self is empty so why keep feeding it",
      ],
      miss: ["hunger is a teacher in ramadan, it makes me grateful", "i am too heavy to run fast", "why keep feeding the ego with praise"],
    },
  ),
  S(
    "eating",
    "penance",
    2,
    "\\b(?:do not|no longer) (?:think|feel) (?:like )?i (?:deserve|earn|merit) (?:to eat|food|meals|a meal|nourishment|to be fed)\\b" +
      "|\\b(?:guilt|guilty|shame|ashamed) (?:of|about|when|for) (?:eating|having food|eating food)\\b",
    {
      match: [
        "the truth is i do not think i deserve food",
        "how do i stop the guilt of eating when others suffer",
        "i do not feel i deserve to eat today",
      ],
      miss: [
        "i do not think i deserve this award",
        "i feel guilty about missing the meeting",
        "eating together removes shame, said the abbot",
      ],
    },
  ),
  S(
    "eating",
    "reduce-food",
    2,
    "^(?=.*\\b(?:sallekhana|santhara|prayopavesa|samadhi|fasting unto death|fast unto death)\\b)" +
      "(?=.*\\b(?:i|i am|i have|i ve|already)\\b(?: \\w+){0,2} (?:reducing|cutting down|cutting back on|giving up)(?: on)? (?:my )?(?:food|eating|meals)\\b(?! waste| bills| costs| shopping))",
    {
      match: [
        "is santhara allowed for a lonely person? i have started reducing food already",
        "can a young person take sallekhana, i am already cutting down food",
        "i read about prayopavesa and i have begun reducing my meals",
      ],
      miss: [
        "i have started cutting down food waste at home, and i read about sallekhana",
        "my grandmother is doing santhara and has started reducing food with the guru",
        "i am reducing sugar this month",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "low-weight",
    2,
    "\\b(?:get|getting|be|reach|down) (?:under|below|to) (?:[2-4]\\d) ?(?:kg|kilos)\\b" +
      "|\\b(?:[1-6]\\d\\d|[1-9]\\d) (?:calories|cals|kcal) (?:a|per) day\\b|\\b\\d{2,4} (?:calories|cals|kcal) (?:a|per) week\\b",
    {
      match: [
        "want to get under 40kg by the end of the month",
        "i am at 500 calories a day and still feel heavy",
        "is 800 calories a week too much",
      ],
      miss: [
        "my dog is down to 30 kg after the diet the vet set",
        "2000 calories a day is the guideline",
        "the fridge holds 40 kg of food",
      ],
      unless: /\b(?:dog|cat|puppy|vet|doctor|gp|dietitian|supervised|bulk|gain)\b/,
    },
  ),
  S(
    "eating",
    "weight-danger",
    2,
    "^(?=.*\\blost (?:\\d+|a lot of|so much) (?:kg|kgs|kilos|kilograms|pounds|lbs|stone|weight)\\b)" +
      "(?=.*\\b(?:hair (?:is )?falling|can not stop(?! eating)|faint\\w*|passed out|blacked out|heart|look like a ghost|look ill|ribs)\\b)" +
      "(?!.*\\b(?:doctor is happy|doctors happy|healthy weight|recovery)\\b)",
    {
      match: [
        "i have lost 15 kilos in two months and my hair is falling out",
        "lost 9 kg, i faint when i stand, i do not want to stop",
        "lost so much weight my sister says i look like a ghost",
      ],
      miss: [
        "lost 10 kilos and my doctor is happy with my heart",
        "i lost weight and feel great",
        "lost a lot of weight after the flu, can not stop eating now lol",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "dont-stop",
    2,
    "^(?=.*\\b(?:fast|fasting|food|eat|eating|starv\\w*|calories|kilos|kg|water only|only water)\\b)" +
      "(?=.*\\b(?:do not|dont) (?:really )?want to (?:stop|start (?:again|eating))\\b)" +
      "(?=.*\\b(?:day \\d+|\\d+ days|kilos|kg|faint\\w*|dizzy|heart|the end|wake up|stopped|hair|ghost|days without)\\b)" +
      "(?!.*\\b(?:doctor|gp|dietitian|supervis\\w*|ramadan|lent|diet plan|running|run|gym|exercise|training|workout|marathon|fitness|muscle|bulk\\w*)\\b)",
    {
      match: [
        "i am at 12 days of fasting. i do not want to stop",
        "i stopped eating and i do not really want to start again",
        "lost 8 kilos, feel dizzy, do not want to stop",
      ],
      miss: [
        "day 3 of my doctor supervised fast, i do not want to stop",
        "this food is so good i do not want to stop",
        "the retreat food is great, day 4, i do not want it to end",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "how-long-food",
    2,
    "\\b(?:longest|how long) (?:can |could |would )?(?:\\w+ ){0,3}(?:go|survive|live|last|keep going) (?:with no|without) (?:food|eating)\\b",
    {
      match: [
        "what is the longest someone can go with no food",
        "how long can a person survive without eating",
        "how long would i last without food",
      ],
      miss: [
        "how long can i go without eating before a blood test",
        "the longest anyone went without sleep",
        "how long can my cat go without food after surgery",
      ],
      needsCompanion: true,
      unless: /\b(?:blood test|surgery|operation|anaesthe\w*|procedure|cat|dog|vet|fasting tips|ramadan)\b/,
    },
  ),
  S(
    "eating",
    "living-on",
    2,
    "\\b(?:had )?only (?:water|black coffee|tea|chewing gum) (?:since|for (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several) days)\\b" +
      "|\\bliving on (?:black coffee|coffee and (?:gum|chewing gum|cigarettes)|chewing gum|water and (?:gum|tea))\\b",
    {
      match: [
        "i have had only water since sunday",
        "she is living on black coffee and chewing gum",
        "only water for six days and i feel light",
      ],
      miss: ["only water since i am not allowed food before surgery", "only tea for me, thanks", "living on coffee during exam week lol"],
      unless: /\b(?:surgery|operation|procedure|colonoscopy|blood test|doctor|gp|supervised|exam)\b/,
    },
  ),
  S(
    "eating",
    "not-eating",
    2,
    "\\bstopped eating\\b(?= ?[,.]? (?:like )?(?:fully|completely|entirely|altogether|for good))|\\beat once (?:every|in) (?:\\d+|two|three|four) days\\b|\\bstopped eating most (?:food|things|meals|of (?:her|his|my) (?:food|meals))\\b" +
      "|\\b(?:eats?|eating) (?:a few|two|three) spoons of\\b",
    {
      match: ["gf stopped eating. like fully", "i eat once every 2 days now", "she eats a few spoons of rice a day and calls it a cleanse"],
      miss: [
        "he stopped eating meat completely last year",
        "i eat once a day during ramadan",
        "eating a few spoons of honey for my throat",
      ],
      unless: /\b(?:meat|honey|throat|sugar|dairy|gluten)\b/,
    },
  ),
  S(
    "eating",
    "not-eating",
    2,
    "\\b(?:just )?not eating so (?:i|that i) (?:do not|don t) have to\\b" +
      '|^(?=.*\\b(?:barely|hardly) (?:eaten|eats|eating)\\b|.*\\bstopped eating since\\b)(?=.*\\b(?:lost so much weight|lost a lot of weight|(?:she|he) is "?ready|wants to go|with (?:him|her) soon|had enough of waiting)\\b)',
    {
      match: [
        "now i am just not eating so i do not have to",
        "my mum has barely eaten since dad died. she says she is ready. she has lost so much weight",
        "he stopped eating since mum passed and keeps saying he will be with her soon",
      ],
      miss: [
        "i am not eating so i do not have to cook tonight lol",
        "barely eaten today, busy at work, lost a lot of weight this year from running",
        "she has hardly eaten since the flu, the doctor says she is ready to go home",
      ],
      unless: /\b(?:cook\w*|lol|running|gym|flu|go home|doctor says|discharge\w*)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): meals skipped in secret for weeks, a few hundred calories as penance,
  // purging, fainting while fasting, a heart at risk welcomed.
  S(
    "eating",
    "restrict",
    2,
    "\\bskipping (?:lunch|dinner|breakfast|meals|food|tea)\\b(?: and (?:lunch|dinner|breakfast|tea))? for (?:\\d+|two|three|four|five|six|several|a few) (?:weeks|months)\\b" +
      "|\\b(?:fast|fasting|not eating|stop eating|starve|starving)\\b {W4}without (?:telling|my) (?:my )?(?:mum|mom|parents|dad|mother|father|family)\\b",
    {
      match: [
        "i have been skipping lunch and dinner for two weeks already and nobody noticed",
        "i want to fast for 40 days without telling my mum",
        "been skipping meals for three months",
      ],
      miss: [
        "skipping breakfast for two weeks as my doctor suggested for intermittent fasting",
        "skipping lunch today, big meeting",
        "fasting without my parents for the first time at uni this ramadan, any tips",
      ],
      unless: /\b(?:doctor|gp|dietitian|suggested|ramadan|uni|meeting)\b/,
    },
  ),
  S(
    "eating",
    "calories",
    2,
    "\\b(?:cut (?:down|back) to|down to|eating|only eat|only eating|living on|get by on|survive on|allowed myself|allow myself) (?:only |just )?[1-9]\\d\\d (?:calories |cals |kcal )?(?:a|per|each) day\\b",
    {
      match: [
        "cut down to 300 a day as a penance",
        "i only eat 400 calories a day now",
        "living on 250 kcal per day",
        "figured out i can get by on 500 a day if i run it off",
      ],
      miss: [
        "cut down to 200 a day on the phone bill",
        "i am down to 500 steps a day after the surgery",
        "eating 300 grams of protein a day for bodybuilding",
      ],
      unless: /\b(?:steps|cigarettes|smokes|mg|milligrams|grams|words|pounds|dollars|euros|bill|emails|bodybuilding|calls|miles)\b/,
    },
  ),
  S(
    "eating",
    "purge",
    2,
    "\\b(?:throwing up|being sick|vomiting|purging|making (?:myself|herself|himself|themselves) sick|sick on purpose) after (?:meals|eating|every meal|food|dinner|each meal)\\b",
    {
      match: [
        "roommate has been throwing up after meals for months",
        "i keep making myself sick after eating",
        "she is purging after every meal",
      ],
      miss: [
        "i have been throwing up after meals since the pregnancy started",
        "vomiting after eating bad prawns, should i see a doctor",
        "my cat keeps being sick after eating grass",
      ],
      unless: /\b(?:pregnan\w*|morning sickness|bug|flu|gastro|prawns|food poisoning|chemo|cat|dog|baby|toddler|migraine)\b/,
    },
  ),
  S(
    "eating",
    "fast-faint",
    2,
    "^(?=[\\s\\S]*\\b(?:fast|fasting|not eating|only water|only eating every|skipping meals|eating only every|(?:lost|dropped) \\d+ ?(?:kg|kilos|pounds|lbs))\\b)(?=[\\s\\S]*\\b(?:fainted|fainting|passed out|blacked out|everything goes (?:black|dark)|goes black|went black)\\b)",
    {
      match: [
        "she is doing a 30 day fast to purify. she fainted in the shower yesterday",
        "eating only every 3 days, which prayer to say when everything goes black",
        "i have been on only water for a week and passed out at school",
      ],
      miss: [
        "i fainted at the blood test, should i be fasting before the next one",
        "is fasting healthy for someone who passed out from heat once years ago",
        "my nan fainted at church, not eating was not the reason",
      ],
      unless: /\b(?:blood test|from heat|years ago|not the reason|before the next)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "danger-welcome",
    2,
    "\\b(?:heart|organs|kidneys|bones|body) (?:is|are) (?:at risk|failing|damaged|in danger|giving out)\\b[\\s\\S]{0,60}?\\b(?:my (?:first )?(?:thought|reaction) was (?:good|great|fine|finally)|i (?:felt|was) (?:glad|relieved|happy|pleased))\\b",
    {
      match: [
        "doctor says my weight is so low my heart is at risk. my first thought was good",
        "they said my kidneys are failing and i felt relieved",
        "my bones are damaged from not eating and my reaction was finally",
      ],
      miss: [
        "my heart is at risk so i am glad i started cardiac rehab",
        "the vet said her kidneys are failing and i was glad we caught it",
        "my bones are at risk, i was relieved to get the calcium plan",
      ],
      unless: /\b(?:rehab|caught it|plan|vet|treatment started|glad we)\b/,
      wholeMessage: true,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), third pass.
  S(
    "eating",
    "fast-to-death",
    2,
    "\\b(?:refusing|refused|stopped|not) (?:most |all |any )?(?:food|eating)\\b[^.?!]{0,20}\\bsince (?:my|her|his|their) (?:[a-z]+ ){0,2}(?:died|passed|passed away|death|funeral)\\b",
    {
      match: [
        "my mother has been refusing most food since my younger brother died in march",
        "he stopped eating since his wife passed away",
        "she is not eating since her husband died",
      ],
      miss: [
        "she stopped eating meat since her friend died of heart disease, she says she feels healthier",
        "he refused food since his surgery, the nurse says that is normal",
        "she is not eating dairy since her diagnosis",
      ],
      unless: /\b(?:meat|dairy|sugar|gluten|healthier|surgery|nurse says|diagnosis)\b/,
    },
  ),
];
// A signal's own exclusions (a fast cleared with a doctor, a dog's weight) are kept beside the religious season.
for (const s of eating) {
  if (s.key === "fast-to-death" || s.key === "danger") continue;
  s.unless = s.unless ? new RegExp(`${ORDINARY_FAST.source}|${s.unless.source}`) : ORDINARY_FAST;
}
