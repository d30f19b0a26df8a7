import { S, type Signal, OUTING } from "./parts";

/**
 * Concern: signs that are not a plan or a wish said plainly, but that a trained listener would ask about. A friend's
 * goodbye text and no answer since; a knife or a car in a garage mentioned with the night it happened; one's own
 * death turned over again and again. Alone each is a check-in; beside another sign, urgent.
 */
export const concern: Signal[] = [
  S(
    "goodbye",
    "unreachable",
    1,
    "\\b(?:can not|could not|cannot|unable to|not able to) (?:reach|get hold of|contact|get through to|find) (?:him|her|them|my \\w+)\\b" +
      "|\\b(?:he|she|they) (?:is|are|has|have) (?:not|stopped) (?:answering|picking up|replying|responding|been answering|been replying)\\b" +
      "|\\b(?:phone|his phone|her phone) (?:is |goes )?(?:off|straight to voicemail)\\b",
    {
      modifier: true,
      modifies: ["goodbye", "wish-to-die", "direct", "means", "plan-time"],
      match: ["he sent it at midnight and i can not reach him"],
    },
  ),
  S(
    "goodbye",
    "thanks-everything",
    2,
    "\\b(?:thanks|thank you) for everything\\b[^.?!]{0,80}?\\b(?:take care of|look after|feed|walk) (?:my|the) \\w+" +
      "|\\btake care of my (?:cat|dog|kids|children|plants|pets?|fish|bird|mum|mom)\\b[^.?!]{0,40}?\\b(?:for me|when i am gone|after|please)\\b",
    { match: ["my friend texted me thanks for everything, take care of my cat"], miss: ["thank you for everything you did at my wedding"] },
  ),
  S(
    "means",
    "held-blade",
    2,
    "\\b(?:held|holding|hold|pressed|pressing|put|sat with) (?:a |the |my )?(?:knife|blade|razor|gun|pistol|rope|belt|noose|cord)\\b" +
      "[^.?!]{0,40}?\\b(?:to|against|around|over|at) (?:my|his|her) (?:wrists?|throat|neck|chest|head|arms?|temple|skin)\\b" +
      "|\\b(?:held|holding|hold|sat with|stared at) (?:a |the |my )?(?:knife|blade|razor|gun|pistol|noose)\\b[^.?!]{0,30}?\\b(?:last night|for hours|all night|again|tonight)\\b",
    {
      match: ["i held a knife to my wrist last night", "i sat with the knife for hours last night"],
      miss: ["i held the knife wrong while cutting onions"],
    },
  ),
  S(
    "means",
    "garage",
    2,
    "\\b(?:the |my )?(?:car|engine)\\b[^.?!]{0,30}?\\b(?:running )?in (?:the|my) (?:closed |shut )?garage\\b(?! (?:sale|door opener))" +
      "|\\bi have a car and a garage\\b" +
      "|\\b(?:hose|tube|pipe)\\b[^.?!]{0,30}?\\bexhaust\\b",
    {
      match: ["i have a car and a garage. that is all i keep thinking about", "i bought a hose that fits the exhaust"],
      miss: [
        "my car is in the garage for repairs",
        "is it ok to warm the car up in the garage with the door open or should I back it out first? it's -20 here",
        "car running in the garage with the door up to defrost, safe?",
      ],
      unless: /\b(?:repair|repairs|service|mot|mechanic|tyres|tires|parked|park|door (?:is )?(?:open|up)|open door|back it out)\b/,
    },
  ),
  S(
    "death-talk",
    "own-death",
    2,
    "\\b(?:i|i am|i have been|i keep|i cannot stop|i can not stop) (?:always |constantly |often |just )?(?:think|thinking|thought|dream|dreaming|fantasi[sz]ing|obsess\\w*|picture|picturing|imagining)" +
      " (?:a lot |all the time |every day |so much )?(?:about |of )?(?:my own death|my death|dying|being dead|my funeral|not waking up|not existing|death all the time)\\b",
    {
      match: ["lately i keep thinking about my own death", "i keep picturing my funeral"],
      miss: ["the maranasati practice asks us to reflect on death"],
    },
  ),
  S(
    "wish-to-die",
    "note-written",
    3,
    "\\b(?:wrote|written|writing|left|finished|have) (?:a |my |the )?(?:note|notes|goodbye letter|farewell letter|last letter|final letter)\\b[^.?!]{0,40}?\\b(?:already|for (?:my|them|everyone)|found|after|for when)\\b",
    {
      match: ["the note is written already, i wrote my note for my parents already"],
      miss: ["i wrote a note for the milkman already"],
      unless: /\b(?:milkman|teacher|school|shopping|grocery|fridge|sticky|thank you note|class|lecture|meeting|exam|study|studying)\b/,
    },
  ),
  // ---- EN-WIDEN
  // ---- Concern in more words (tuning 3 and 4): a weapon bought with no reason to own it, rope in the boot checked
  // again and again, trains timed, a bridge wanted empty, drugs taken home from work. Each alone is a check-in.
  S(
    "means",
    "acquire-why",
    2,
    "^(?=.*\\b(?:bought|buying|got|ordered|picked up) (?:a |some |the )?(?:\\w+ )?(?:handgun|revolver|shotgun|pistol|rifle|gun|rope)\\b)" +
      "(?=.*\\b(?:i (?:do not|never) (?:hunt|shoot|climb|sail|camp)|no project|never fired one|not sure why i|do not know why i|keep going out to check|check it is still there|in the boot)\\b)",
    {
      match: [
        "bought a handgun last week, never fired one in my life. i do not hunt",
        "bought rope at the hardware shop today, no project. it is in the boot of my car",
        "got a revolver and i do not know why i am telling you",
      ],
      miss: [
        "bought a rifle for deer season, i hunt every autumn",
        "bought rope for the boat, we sail on sunday",
        "got a shotgun licence for clay shooting, any tips",
      ],
      unless: /\b(?:deer|season|boat|sail\w*|climbing|camping|clay|licence|license|range|farm|allotment|tent)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "trains",
    2,
    "^(?=.*\\b(?:trains?|freight|the line|railway|the \\d{1,2}:\\d\\d)\\b)(?=.*\\b(?:been timing|timing it|timed it|keep going back to the page|looked up the (?:\\w+ )?timetable|the ones that do not stop)\\b)" +
      "(?!.*\\b(?:commut\\w*|train ?spott\\w*|photograph\\w*|hobby|model railway|late for|missed my|to work|always late|delayed|delays|punctual\\w*|running late)\\b)",
    {
      match: [
        "the train goes past the end of our road at 7:42 every morning. i have been timing it",
        "looked up the freight timetable for the line behind our estate. i keep going back to the page",
        "the fast trains, the ones that do not stop at our station",
      ],
      miss: [
        "i have been timing my commute on the train, it is getting worse",
        "trainspotting hobby: i looked up the freight timetable for photos",
        "the ones that do not stop at our station make me late for work",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "unseen-place",
    2,
    "\\b(?:bridge|roof|rooftop|car park|cliff|tracks|platform|viaduct|pier)\\b[^.?!]{0,60}\\b(?:quietest|least busy|nobody around|no one around|nobody there|no one there|empty at night)\\b" +
      "|\\b(?:quietest|least busy|emptiest)\\b[^.?!]{0,40}\\b(?:bridge|roof|rooftop|car park|cliff|tracks|platform|viaduct|pier)\\b",
    {
      match: [
        "what time of night is the big suspension bridge quietest",
        "which car park roof has nobody around after ten",
        "when is the pier empty at night",
      ],
      miss: [
        "when is the bridge quietest for photos of the sunset",
        "which car park is least busy on saturdays for shopping",
        "the quietest cliff walk for birdwatching",
      ],
      unless: new RegExp(`${OUTING.source}|\\b(?:shopping|birdwatching|parking space|run|running|cycling|jog\\w*)\\b`),
    },
  ),
  S(
    "means",
    "from-work",
    2,
    "\\b(?:taking|took|been taking) (?:things|controlled drugs|drugs|meds|medication|vials|morphine|ampoules) (?:home )?from the (?:sample cupboard|drug cupboard|ward|pharmacy|clinic|surgery)\\b" +
      "|\\btaking (?:controlled drugs|meds|medication|vials|morphine|ampoules) home\\b",
    {
      match: [
        "i have been quietly taking things from the sample cupboard and keeping them at home",
        "a nurse on my ward has been taking controlled drugs home",
        "been taking morphine from the ward, i do not know why",
      ],
      miss: [
        "taking things from the supply cupboard for the party",
        "the district nurse is taking the morphine home for disposal",
        "taking meds home from the pharmacy for my mum",
      ],
      unless: /\b(?:dispos\w*|party|for my (?:mum|mom|dad|gran|grandma|grandad)|prescribed|pick(?:ed)? up)\b/,
    },
  ),
  S(
    "self-harm",
    "hidden",
    2,
    "^(?=.*\\bblood on (?:his|her|my|their|the) (?:sleeve|sleeves|towels?|sheets|tissues|bathroom floor|jumper|hoodie)\\b)" +
      "(?=.*\\b(?:long sleeves|hoodies?|says it is the cat|it is the cat|we do not have a cat|scratches|hiding|flogs?|whip\\w*)\\b)",
    {
      match: [
        "my brother wears hoodies in the heat and i saw blood on his sleeve. he says it is the cat",
        "blood on the towels and she has worn long sleeves all summer",
        "my wife flogs herself, there is blood on the sheets",
      ],
      miss: [
        "blood on the towels after his nosebleed, he has long sleeves on today",
        "there was blood on my sleeve from the paper cut",
        "the cat scratched me and there is blood on the sheets",
      ],
      unless: /\b(?:nosebleed|nose bleed|paper cut|period|shaving|the cat scratched|dog bit|fell off)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "poison-place",
    2,
    "\\b(?:pesticide|poison|weedkiller|paraquat|the spray|stock poison|rat poison)\\b (?:is|are) (?:still )?(?:in|under|on) (?:the|my) (?:store ?room|shed|barn|cupboard|garage)\\b" +
      "|\\b(?:gone|went|died) by (?:drinking|swallowing) (?:the )?(?:spray|pesticide|poison)\\b",
    {
      match: [
        "the moneylender comes thursday. the pesticide is in the store room",
        "the rat poison is still in the shed",
        "farmers in my village have gone by drinking the spray",
      ],
      miss: [
        "where should the pesticide go, it is in the shed and the kids play there",
        "the weedkiller is in the garage, is it safe for the lawn",
        "rat poison is in the cupboard, how do i get rid of the mice",
      ],
      unless: /\b(?:kids play|lawn|mice|rats|garden|weeds|safe for|dispos\w*)\b/,
    },
  ),
  S(
    "means",
    "stop-meds",
    2,
    "\\b(?:i|i have|i ve|i am|i will|i m going to|if i|she has|he has|she is|he is|she|he|you|thinking of|thinking about) (?:been )?(?:just |simply |quietly |already )?(?:stopped|stopping|stop|quit|quitting|skipping|skipped|refusing|refused|refuse|not taking|given up|not going to|will not be going to) " +
      "(?:taking |going to |having )?(?:all )?(?:my|her|his|your|the) (?:\\w+ ){0,2}(?:heart (?:tablets|pills|meds|medication)|insulin|blood thinners|bp (?:tablets|pills|meds)|blood pressure (?:tablets|pills|meds|medication)" +
      "|dialysis|heart meds|maintenance meds|warfarin|anticoagulants|chemo|chemotherapy|transplant meds|anti rejection)\\b" +
      "(?!.{0,60}\\b(?:doctor|gp|cardiologist|consultant|oncologist|nurse) (?:said|told|advised|agreed|recommended|switched)\\b)",
    {
      match: [
        "i have stopped my bp tablets this week",
        "i have been skipping the heart tablets now and then",
        "what if you just stop taking your insulin and leave it to allah",
        "she has stopped taking her heart meds and says she is letting god decide",
      ],
      miss: [
        "i stopped my blood pressure tablets because my doctor said my pressure is normal now",
        "a patient asked whether choosing to stop dialysis counts as killing, as a chaplain how do i answer",
        "my father wants to stop dialysis and the doctors say it is his right",
      ],
      unless:
        /\b(?:chaplain|a patient|my patient|doctors say|doctors are asking|power of attorney|it is his right|it is her right|palliative|hospice|end of life care|side effects?|switched to)\b/,
    },
  ),
  S(
    "means",
    "stop-meds",
    3,
    "^(?=.*\\b(?:(?:stopped|stopping|stop|quit|skipping|skipped|refusing|refuse|not taking|say no to|will not be going to)\\b[^.?!]{0,40}\\b(?:meds|medication|tablets|pills|insulin|dialysis|chemo|treatment|blood thinners|antidepressants|fluvoxamine)" +
      // Tuning 6: medicines put in the bin rather than stopped in words.
      "|(?:putting|put|throwing|threw|flushing|flushed) (?:the |my |all )?(?:\\w+ )?(?:meds|medication|tablets|pills|insulin) (?:in the bin|down the (?:toilet|sink))" +
      "|(?:binning|binned) (?:the |my |all )?(?:\\w+ )?(?:meds|medication|tablets|pills|insulin))\\b)" +
      "(?=.*\\b(?:(?:god|allah|the lord|nature|fate) (?:can |will |to )?(?:decide|take me|call me)|leave it to (?:god|allah|fate|nature)|letting (?:god|nature|allah) decide|nobody (?:knows|needs to know)|have not told (?:anyone|the doctors|my family)|my family (?:does not|doesn t) know|least selfish|what is the point|speed (?:it|things) up|i am (?:just )?finished|let the body go" +
      // Tuning 6: not caring how bad it gets, watching what the body does, "it is time", a strange freedom.
      "|(?:do not|honestly do not) care (?:how bad it gets|what happens|if it kills me|if i die)|(?:just )?seeing what (?:my body does|happens)|to see what happens|frightens me more than dying|i think it is time|rather nobody fuss(?:es|ed)?|i feel (?:strangely |oddly )?free)\\b)",
    {
      match: [
        "stopped chemo and my antidepressants in the same week. my family does not know",
        "i will not be going to dialysis from next week and i have not told the doctors",
        "is it okay to refuse chemo and also speed things up",
        "i stopped taking my insulin last week and honestly i do not care what happens",
        "been binning my heart tablets for a fortnight. i think it is time",
        "quit my blood thinners and my antidepressants together, just seeing what my body does",
        "skipping my insulin now and then to see what happens",
      ],
      miss: [
        "stopped my antidepressants with my gp, nobody knows at work and that is fine",
        "my mum stopped her tablets, god knows why, the doctor is cross",
        "i refuse to take the pills my cat needs, she bites, what is the point",
        "putting the expired pills in the bin, i think it is time for a clear out",
        "stopped my meds before the colonoscopy, just seeing what happens with the prep",
        "tapered off my antidepressants and i feel strangely free, my doctor is pleased",
      ],
      unless:
        /\b(?:with my gp|at work|cat|dog|vet|bites|god knows why|the doctor is|doctor is pleased|expired|out of date|reorder|clear out|taper\w*|colonoscopy|prep|surgery|operation|procedure|scan)\b/,
      wholeMessage: true,
    },
  ),
  // Tuning 6: treatment sessions skipped while the family thinks the writer is there.
  S(
    "means",
    "stop-meds",
    2,
    "\\b(?:have not|had not|did not|not) (?:gone|been|turned up|turn up|go) (?:in )?(?:to|for) (?:my |the )?(?:\\w+ )?(?:sessions|dialysis|treatments?|chemo|chemotherapy|infusions?|radiotherapy)\\b" +
      "|\\b(?:thinks|think|believes) i am at (?:the unit|dialysis|chemo|the clinic|my treatment|the hospital)\\b",
    {
      match: [
        "i am sitting in the car park and i have not gone in for three sessions",
        "my wife thinks i am at the unit right now",
        "i did not turn up for my chemo this week or last",
      ],
      miss: [
        "i have not been to the gym for three sessions, how do i restart",
        "she thinks i am at the clinic but i am at her surprise party planning",
        "i have not gone in for my physio sessions since it healed",
      ],
      unless:
        /\b(?:gym|class|lessons?|yoga|football|practice|rehearsals?|choir|physio|surprise|party|healed|finished (?:the|my) course|all clear)\b/,
    },
  ),
  S(
    "means",
    "treatable-no",
    2,
    "^(?=.*\\b(?:treatable|curable|good odds|good prognosis|can be treated)\\b)(?=.*\\b(?:going to say no|refuse (?:it|treatment|chemo)|refusing (?:it|treatment|chemo)|not going to do it)\\b)(?=.*\\b(?:nobody needs to know|real reason|sin|not telling|secret)\\b)",
    {
      match: [
        "the oncologist says it is very treatable. i am going to say no. nobody needs to know the real reason",
        "it is curable but i am refusing treatment, is that a sin",
        "good prognosis, but i am not going to do it and i am not telling anyone the real reason",
      ],
      miss: [
        "very treatable, i was scared but i am going to say yes to it",
        "it is curable and i am refusing to panic",
        "treatable but i am refusing chemo for a trial my oncologist suggested",
      ],
      unless: /\b(?:trial|second opinion|alternative my oncologist|say yes)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "watch-means",
    2,
    "\\b(?:staring|looking|stare|look|stared|looked) at the (?:ceiling fan|beam|banister|rafters|loft hatch|hook in the ceiling)\\b" +
      "|\\b(?:lean|leaning|leaned|leant) over the (?:rail|railing|parapet|barrier)\\b[^.?!]{0,60}\\b(?:for ages|for hours|looking down|climbed|stay there)\\b" +
      "|\\bclimbed (?:up )?(?:onto|on|over) the (?:lower |bottom |top )?(?:bar|rail|railing|ledge|parapet|barrier)\\b" +
      "|\\bwith a rope\\b[^.?!]{0,60}\\b(?:sat|stood|waited|for hours|under a tree|forest|woods)\\b" +
      "|\\blooked up the tides\\b|\\b(?:stand|standing|stood|wait|waiting) (?:\\w+ ){0,3}(?:platform|tracks)\\b[^.?!]{0,30}\\b(?:fast (?:line|trains?|ones)|non stopping|express)\\b",
    {
      match: [
        "every time i reach the middle of the bridge i lean over the rail and stay there for ages looking down",
        "walked into the forest with a rope from the shed and sat under a tree for hours",
        "i have been standing on the platform at the fast line",
      ],
      miss: [
        "we leaned over the rail to look at the boats",
        "climbed onto the rail of the ship for a photo",
        "looked up the tides for our sailing trip",
      ],
      unless: new RegExp(`${OUTING.source}|\\b(?:boats?|ship|sail\\w*|fishing|surf\\w*|kayak\\w*|climbing gym)\\b`),
    },
  ),
  S(
    "means",
    "enough-saved",
    3,
    "^(?=.*\\b(?:{DRUG}|prescriptions?|medicine|morphine)\\b)(?=.*\\b(?:got|have|i have|i ve) enough (?:\\w+ )?(?:saved|stashed|put aside|saved up|set aside|stored)\\b|.*\\bnot going to wait for the slow (?:version|way|one)\\b)",
    {
      match: [
        "the chemo is not working. i have got enough saved up from the pain prescriptions",
        "i am not going to wait for the slow version, i have the morphine",
        "i have enough tablets stashed",
      ],
      miss: [
        "i have enough saved up for a holiday and my prescriptions are free",
        "got enough medicine stored for the trip abroad",
        "the slow version of the recipe with medicine ball training",
      ],
      unless: /\b(?:holiday|trip|abroad|travel\w*|recipe|ball)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "near-place",
    2,
    "\\b(?:drown\\w*|jump\\w*|river|bridge|cliff|tracks|railway|lake|sea)\\b[^?!]{0,80}\\b(?:is|are) (?:only )?(?:\\d+|a few|five|ten|twenty) (?:min|mins|minutes|miles|km|minute walk) from (?:my|our) (?:house|home|flat|place|room)\\b" +
      "|\\b(?:a |the )?spot (?:\\w+ ){0,4}(?:nobody|no one) (?:goes|will find|comes)\\b",
    {
      match: [
        "if someone drowns in a holy river is it a good death? the river is 20 min from my house",
        "got the keys and a full tank and there is a spot up the range nobody goes",
        "the bridge is five minutes from my flat",
      ],
      miss: [
        "the lake is 10 minutes from our house, great for swimming",
        "a spot in the woods nobody goes, perfect for camping",
        "the beach is ten minutes from our house",
      ],
      unless: new RegExp(`${OUTING.source}|\\b(?:swimming|camping|fishing|picnic|dog walk\\w*|running|cycling|great for|perfect for)\\b`),
    },
  ),
  S(
    "goodbye",
    "goodbye-other",
    3,
    "\\b(?:thanks for everything|thank you for everything|thank you for being|goodbye|goodnight|sorry for everything|i love you|(?:say|said|saying) (?:he|she|they) lov(?:ed|es) me|look after|best friend anyone|best housemates|no caption)\\b" +
      ".{0,160}?\\b(?:not answering|is not answering|not replying|not picking up|no answer|phone is off|phones off|phone s off|switched off|blocked me|not responding|is not home)\\b",
    {
      match: [
        "my best friend sent a long snap saying thank you for everything and that she loves me and then blocked me",
        "she texted at 2am, thank you for being my friend all these years, look after mo for me. she is not answering",
        "he left a voicemail, goodnight old friend, this time for good. he is not answering his phone now",
      ],
      miss: [
        "she said thanks for everything at the leaving do and her phone is off on holiday",
        "goodbye mum, see you at christmas. her phone is off because she is on the plane",
        "he said i love you and then his phone died, battery",
      ],
      unless: /\b(?:plane|flight|battery|airport|in the cinema|driving home|at work)\b/,
    },
  ),
  S(
    "means",
    "watch-means",
    2,
    "\\bkeep (?:looking at|staring at|eyeing|going out to) (?:the |my |that )(?:\\w+ ){0,2}(?:garage|shed|rifle|gun|shotgun|pills|tablets|rope|bridge|tracks|cliff|car park|river|balcony|roof|pistol|car)\\b" +
      "[^.?!]{0,60}\\b(?:thinking about it|and thinking|i know what)\\b",
    {
      match: [
        "i keep looking at the garage and the car and thinking about it",
        "i keep going out to the shed and thinking about it",
        "keep staring at the pills and thinking about it",
      ],
      miss: [
        "i keep looking at the garage and thinking about a conversion",
        "keep going out to the shed and thinking about my model trains",
        "i keep looking at the car and thinking it needs a wash",
      ],
      unless: /\b(?:conversion|renovat\w*|model|wash|paint|sell|selling|extension|project)\b/,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    '\\b(?:bio|bios|status|profile|name|caption)\\b[^.?!]{0,30}\\bto "?goodbye\\b|\\blast sunset\\b|\\bwhen the time comes\\b[^?!]{0,60}\\bthe time (?:might|may|will|could) be soon\\b',
    {
      match: [
        "my cousin changed all her bios to goodbye and a date",
        "he posted a photo of a bridge with last sunset on his story",
        "she asked if i would take her canary when the time comes and said the time might be soon",
      ],
      miss: [
        "changed my status to goodbye summer hello autumn",
        "last sunset of the holiday in bali",
        "when the time comes to repaint, the time will be soon, the fence is peeling",
      ],
      unless: /\b(?:summer|autumn|holiday|vacation|trip|bali|repaint|fence|season|term|hello|new year|\d{4})\b/,
    },
  ),
  S(
    "means",
    "for-when",
    3,
    "^(?=.*\\b(?:{DRUG}|pills|tablets|morphine)\\b)(?=.*\\b(?:for when it is time|when the time comes|for the end|when i am ready to go)\\b)(?!.*\\b(?:vet|dog|cat|hospice|palliative|care team|doctor prescribed)\\b)" +
      "|\\b(?:tonight|tomorrow) i (?:think i )?(?:will )?take (?:them|it|all of them|the lot)\\b(?=.{0,40}\\b(?:god decide|and see|and sleep|for good|forever)\\b)",
    {
      match: [
        "my uncle asked me to bring him the sleeping pills from the farmhouse for when it is time",
        "i keep the tablets, many now. tonight i think i take them and god decide",
        "morphine in the drawer, for when i am ready to go",
      ],
      miss: [
        "the vet gave us pills for the dog for when it is time",
        "hospice left morphine for when the time comes",
        "tonight i take them to the pharmacy, the old pills",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "left-means",
    2,
    "\\b(?:bag|bottle|box|pile|stash|handful) of (?:pills|tablets|{DRUG}) left(?: now)?\\b(?![^.?!]{0,40}\\b(?:pharmacy|dispos\\w*|return|take back)\\b)" +
      "|\\bthinking (?:to|of|about) jump(?:ing)? (?:from|off|out of) (?:the|a|my)\\b|\\bthinking (?:of|about) speeding it up\\b",
    {
      match: [
        "just the bed and a bag of pills left now. it is very peaceful",
        "i am thinking to jump from the hostel window",
        "everyone i served with is dead. i am thinking of speeding it up",
      ],
      miss: [
        "a bag of pills left to take back to the pharmacy",
        "thinking of jumping off the diving board at the pool",
        "thinking about speeding it up, the project is late",
      ],
      unless: /\b(?:pool|diving|bungee|parachute|skydiv\w*|project|deadline|process|video|song|tempo)\b/,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:put|left|leaving|placed) (?:my \\w+ and )?my (?:watch|ring|badge|medals|keys|wedding ring) (?:\\w+ ){0,3}in an envelope for\\b" +
      "|^(?=.*\\bupdat\\w* (?:the |my )?beneficiar\\w*\\b)(?=.*\\b(?:told (?:her|him|them) it was|it was not|it wasn t|did not tell|secret|nobody knows)\\b)" +
      '|\\b(?:her|his|my) "?exit plan\\b(?!.{0,20}\\b(?:job|career|company|business|investment|market|startup)\\b)' +
      "|\\bpallbearer\\b[^.?!]{0,30}\\bsoon\\b|\\bi will not arrive\\b|\\bit (?:will not|won t) be long now\\b(?=.{0,80}\\b(?:will|funeral|sorted|given away)\\b)",
    {
      match: [
        "put my badge and my watch in an envelope for my son",
        "my wife asked why i have been updating the beneficiary on my pension. told her it was admin. it was not",
        "he asked me if i would be a pallbearer one day soon, joking he said",
      ],
      miss: [
        "put my watch in an envelope for the repair shop",
        "updated the beneficiary on my pension after the divorce, all fine",
        "my exit plan from this company is a startup",
      ],
      unless: /\b(?:repair|divorce|wedding|new baby|married|birthday|\d+(?:st|nd|rd|th)|christmas|gift|present|graduation)\b/,
    },
  ),
];
