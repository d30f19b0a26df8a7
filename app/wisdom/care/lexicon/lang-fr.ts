import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Signs written in French, as the detector reads them: lower case, no accents, apostrophes between letters dropped
 * ("j'ai" -> "jai", "n'en" -> "nen", "d'adieu" -> "dadieu"), hyphens as spaces ("week-end" -> "week end"). French idioms
 * of dying ("je meurs de faim", "mourir de rire", "ça va me tuer") are kept out by the patterns themselves.
 */
const F = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "fr", ...extra });

/** Not said just after a negation: "je ne vais pas me suicider", "je n'ai jamais eu envie de mourir". */
const NOT = "(?<!\\b(?:pas|jamais|aucune|sans|point) (?:[a-z]+ ){0,2})";
/** Up to three words, none of them a negation. */
const GAP = "(?:(?!pas\\b|jamais\\b|point\\b)[a-z]+ ){0,3}";
/** Ordinary farewells and moves: a new job, a move abroad, a retirement, a pet put to sleep. */
const FAREWELL =
  /\b(?:demenag\w*|retraite|collegues?|pot de depart|nouveau (?:job|travail|poste)|a letranger|expatri\w*|nouveau pays|veterinaire|euthanasi\w*|soins palliatifs|eleves|fin dannee|mutation)\b/;
const ANIMAL = /\b(?:chien|chienne|chat|chatte|chiot|chaton|veterinaire|cheval|lapin|hamster)\b/;
const RELIGIOUS_FAST = /\b(?:ramadan|careme|kippour|jeune intermittent|iftar|aid)\b/;
/** Not said after a negation, also without "ne": "je vais pas me tuer", "jamais je me tuerais". */
const NOT2 = "(?<!\\b(?:pas|jamais|aucune|sans|point|non) (?:[a-z]+ ){0,2})";
/** Holidays, a break, a group left: an ordinary last message before them. */
const BREAK =
  /\b(?:vacances|conges|rentree|avant (?:mes|les|la|le)|de lannee|de la semaine|de la journee|pour aujourdhui|pause|a bientot|a lundi|a demain|a la rentree|groupe|chat|reseaux|instagram|facebook|whatsapp|tiktok|forum de)\b/;
/** Moving, decluttering or donating: giving things away for these is ordinary. */
const CLEARING =
  /\b(?:demenag\w*|minimalis\w*|association|bibliotheque|biblio|tri|trier|printemps|vide grenier|recyclerie|emmaus|brocante|leboncoin|vinted|expatri\w*|nouveau (?:telephone|velo|job|travail)|nouvelle (?:voiture|maison))\b/;
/** Without a word of faith or of the beyond, "y aller maintenant" is a trip. */
const NO_FAITH_WORD =
  /^(?!.*\b(?:dieu|seigneur|paradis|ciel|allah|jesus|au dela|audela|bardo|karma|renai\w*|reincarn\w*|ame|eglise|priere)\b)/;

export const langFr: Signal[] = [
  // ---- direct: suicide, killing oneself, ending one's life.
  F(
    "direct",
    "fr-direct",
    3,
    `${NOT}\\b(?:me|se|te) (?:suicider|suicide|foutre en lair|donner la mort|supprimer)\\b` +
      `|${NOT}\\b(?:mettre|mets|mettrai) (?:fin|un terme) a (?:mes|ses|tes) jours\\b` +
      `|${NOT}\\b(?:mettre|mets|mettrai) (?:fin|un terme) a (?:ma|sa) (?:propre )?vie\\b` +
      `|${NOT}\\ben finir avec (?:la vie|ma vie|sa vie|lexistence|moi meme)\\b`,
    {
      match: [
        "je vais me suicider",
        "j'ai envie de me foutre en l'air",
        "je pense à mettre fin à mes jours",
        "mon frère veut se suicider, il me l'a écrit",
      ],
      miss: ["je ne vais pas me suicider, rassure-toi", "je n'ai jamais pensé à me suicider", "j'ai tout foutu en l'air avec elle"],
    },
  ),
  F(
    "direct",
    "fr-direct",
    3,
    `${NOT}\\b(?:(?:vais|veux|voudrais|envie de|pense a|penser a|pensais a|essaye de|essaie de|essayer de|tente de|tenter de` +
      "|decide de|besoin de|pret a|prete a) (?:juste |simplement |vraiment |bientot )?me|(?:va|veut|voudrait|menace de|parle de" +
      "|pense a|envie de|a essaye de|a tente de) (?:juste |simplement |vraiment |bientot )?se) (?:tuer|pendre|flinguer)\\b" +
      "(?! a (?:la tache|petit feu)| au (?:travail|boulot))",
    {
      match: ["j'ai envie de me tuer", "parfois je veux juste me pendre", "ma fille parle de se tuer"],
      miss: ["ce boulot va me tuer", "ma mère va me tuer si je rentre tard", "je vais me tuer à la tâche pour ce projet"],
    },
  ),
  F(
    "direct",
    "fr-direct",
    3,
    `${NOT}\\b(?:je suis|suis|me sens|il est|elle est|se sent|devenue?) ${GAP}suicidaire\\b` +
      `|${NOT}\\b(?:des |mes |ses )?(?:idees|pensees|envies) suicidaires\\b|\\b(?:je pense|pense|penser|pensais|jy pense) ` +
      "(?:souvent |beaucoup |serieusement |de plus en plus |tout le temps )?au suicide\\b|\\b(?:fait|faire|refaire) une tentative de suicide\\b",
    {
      match: ["je suis suicidaire depuis des semaines", "j'ai des idées suicidaires", "je pense sérieusement au suicide"],
      miss: ["je ne suis pas suicidaire, juste épuisée", "aucune idée suicidaire, je vais bien"],
    },
  ),

  // ---- wish to die: wanting to die, to be dead, not to wake, not to live.
  F(
    "wish-to-die",
    "fr-wish",
    3,
    `${NOT}\\b(?:je veux|je voudrais|jaimerais|je souhaite|envie de|jai envie de|il veut|elle veut|veux|veut|voudrais|voudrait)` +
      " (?:juste |simplement |seulement |vraiment |tellement |tant )?(?:mourir|crever|etre morte?|ne plus exister|ne plus etre la" +
      "|disparaitre pour toujours|disparaitre a jamais|quitter ce monde|quitter cette vie|quitter cette terre|partir de ce monde" +
      "|mendormir pour toujours|ne jamais etre nee?)\\b" +
      "(?! de (?:rire|faim|soif|froid|chaud|honte|peur|ennui|fatigue|envie|vieillesse|plaisir)| (?:vieux|vieille|dans mon lit|en paix a))",
    {
      match: ["je veux mourir", "j'ai envie de crever", "il veut mourir, il l'a dit à sa mère", "je voudrais être morte"],
      miss: [
        "je meurs de faim",
        "j'ai envie de mourir de rire devant ce film",
        "je ne veux pas mourir",
        "je veux mourir vieux dans mon lit",
      ],
    },
  ),
  F(
    "wish-to-die",
    "fr-wish",
    3,
    "\\b(?:je ne veux plus|je veux plus|ne veux plus|veut plus|je nai plus envie de|jai plus envie de|nai plus envie de" +
      "|plus aucune envie de|aucune envie de|plus la force de|plus le courage de) (?:vivre|exister|etre en vie|etre la" +
      "|me reveiller|continuer a vivre)\\b(?! (?:que|qu|ici|comme ca|avec|chez|dans)\\b)",
    {
      match: ["je ne veux plus vivre", "j'ai plus envie de vivre, tout est gris", "je n'ai plus la force de vivre"],
      miss: ["je ne veux plus vivre avec mes parents", "je ne veux plus vivre comme ça, je change de travail"],
    },
  ),
  F(
    "wish-to-die",
    "fr-wish",
    3,
    "\\b(?:serais|serait|serai) mieux morte?\\b|\\bje prefererais etre morte?\\b|\\bmieux vaut (?:que je meure|etre morte?)\\b" +
      "|\\b(?:la mort|mourir) (?:serait|sera|est|me semble) (?:\\w+ )?(?:un soulagement|une delivrance|une liberation|la seule (?:solution|issue))\\b" +
      "|\\bpas dautre (?:solution|issue|choix) que (?:de |d)?(?:mourir|men aller|disparaitre|en finir|den finir|mourir)\\b" +
      "|\\bsi seulement je pouvais (?:mourir|disparaitre|ne pas me reveiller)\\b|\\bjaurais (?:voulu|prefere|aime) ne (?:jamais|pas) (?:etre )?naitre\\b" +
      "|\\bje (?:prie|supplie) (?:\\w+ ){0,3}pour (?:mourir|ne (?:plus|pas) me reveiller)\\b",
    {
      match: ["je serais mieux morte", "mourir serait une délivrance", "je n'ai pas d'autre choix que d'en finir"],
      miss: ["sa mort a été une délivrance pour lui après la maladie"],
    },
  ),
  F(
    "wish-to-die",
    "fr-wish",
    3,
    "\\b(?:(?:veux|voudrais|vais|veut|voudrait) en|(?:envie|besoin) den) finir(?= *(?:[.!?,;]|$| une bonne fois| pour de bon| avec (?:tout|moi|la vie|ma vie)))" +
      "|\\b(?:voudrais|veux|jaimerais|jespere|je prie pour|souhaite|envie de) (?:mendormir (?:et )?)?ne (?:plus|jamais|pas) me reveiller\\b" +
      "|\\bpourvu que je ne me reveille (?:pas|plus|jamais)\\b",
    {
      match: ["je veux en finir.", "j'aimerais m'endormir et ne plus me réveiller", "j'ai envie d'en finir une bonne fois"],
      miss: ["je veux en finir avec ce dossier avant vendredi"],
    },
  ),
  F(
    "wish-to-die",
    "fr-no-wake",
    2,
    "(?<!peur de )\\bne (?:plus|jamais) me reveiller\\b(?! (?:a temps|a lheure|avant|pour|demain matin pour|a \\d|en retard|trop tard))" +
      "|\\b(?:dormir|mendormir) pour (?:toujours|de bon)\\b|\\bne me reveille(?:rai)? (?:plus|jamais)\\b(?! (?:a temps|avant))",
    {
      match: ["parfois je voudrais juste dormir pour toujours", "le soir j'espère ne plus me réveiller"],
      miss: ["j'ai peur de ne pas me réveiller pour mon train", "mets deux réveils pour ne pas me réveiller en retard"],
    },
  ),
  F(
    "wish-to-die",
    "fr-tired",
    2,
    "\\b(?:fatiguee?s?|las|lasse|epuisee?|marre|degoutee?) (?:de vivre|de la vie|dexister|de cette vie|detre en vie|detre vivante?|de ma vie)\\b" +
      "(?! (?:parisienne|citadine|en ville|de bureau|professionnelle|dadulte|detudiant|etudiante|a la campagne|nocturne|de couple" +
      "|avec|chez|ici|a |en |dans|comme|seule?)\\b)|\\bla vie me (?:fatigue|pese) trop\\b",
    {
      match: ["je suis fatiguée de vivre", "j'en ai marre de la vie", "las d'exister, c'est tout"],
      miss: ["fatigué de la vie parisienne, je veux la campagne", "marre de vivre chez mes parents"],
    },
  ),
  F(
    "wish-to-die",
    "fr-disappear",
    2,
    "\\b(?:veux|voudrais|envie de|aimerais|besoin de|jaimerais) (?:juste |simplement )?disparaitre\\b(?! (?:sous terre|quelques|une semaine" +
      "|un moment|un peu|en vacances|du bureau|des reseaux|de facebook|dinstagram|de la circulation|dans (?:ma|mon|la|le)|loin|a la campagne))",
    {
      match: ["je voudrais juste disparaître", "j'ai envie de disparaître."],
      miss: ["j'avais envie de disparaître sous terre tellement j'avais honte", "je voudrais disparaître une semaine à la montagne"],
    },
  ),
  F(
    "wish-to-die",
    "fr-dark",
    2,
    "(?<!\\b(?:pas|aucune|sans) (?:de |d )?)\\b(?:des |mes )?idees noires\\b|\\bje pense (?:a la mort|a mourir|a ma mort) " +
      "(?:tout le temps|sans arret|chaque jour|tous les jours|chaque nuit|toutes les nuits|de plus en plus|constamment)\\b",
    {
      match: ["j'ai des idées noires depuis la rupture", "je pense à la mort tout le temps"],
      miss: ["la méditation sur la mort dans le bouddhisme"],
    },
  ),

  // ---- burden, no one would miss me.
  F(
    "burden",
    "fr-burden",
    2,
    "\\b(?:je suis|je ne suis qu|suis|nest qu|ne suis qu) ?(?:un poids|un fardeau|une charge|un boulet|une gene)\\b(?! (?:financiere|de travail|mentale))" +
      "|\\b(?:mieux|plus heureux|plus heureuse|plus heureuses|plus tranquilles?|plus simple) sans moi\\b|\\bdebarrassee?s? de moi\\b",
    {
      match: ["je ne suis qu'un fardeau pour ma famille", "ils seraient tous mieux sans moi", "ma famille sera débarrassée de moi"],
      miss: ["la charge mentale me pèse", "je me sens mieux sans mon téléphone"],
    },
  ),
  F(
    "burden",
    "fr-no-miss",
    2,
    "\\bpersonne ne (?:me )?(?:regretterait|remarquerait|verrait la difference|pleurerait|sapercevrait)\\b|\\bje (?:ne )?manquerais a personne\\b" +
      "|\\bpersonne ne viendrait a mon enterrement\\b",
    { match: ["personne ne remarquerait si je disparaissais", "je manquerais à personne de toute façon"] },
  ),

  // ---- hopeless: cannot go on, no way out, no meaning.
  F(
    "hopeless",
    "fr-cant-go-on",
    2,
    "\\b(?:je nen peux plus|jen peux plus|nen peux plus|je ne peux plus continuer|je peux plus continuer|je ne tiens plus|je tiens plus" +
      "|narrive plus a tenir|plus la force de continuer|plus la force de me battre)" +
      "(?= *(?:[.!?;]|$| de vivre| de (?:cette|la|ma) vie| de tout| dexister| de souffrir| de me battre| comme ca))",
    {
      match: ["je n'en peux plus.", "j'en peux plus de cette vie", "je ne peux plus continuer comme ça"],
      miss: ["j'en peux plus de ce boulot, il faut que je change", "je n'en peux plus de cette chaleur"],
    },
  ),
  F(
    "hopeless",
    "fr-no-exit",
    2,
    "(?<!\\b(?:voie|rue|chemin|route|impasse) )\\b(?:(?:pas|plus) (?:dissue|dautre issue)|aucune (?:autre )?issue|sans issue|aucune (?:porte de sortie|echappatoire)" +
      "|(?:pas|plus) dechappatoire|(?:vois|voit) (?:pas|plus) (?:le bout du tunnel|dissue|de sortie)|(?:plus|aucun|perdu tout) (?:despoir|espoir))\\b",
    {
      match: ["je ne vois pas d'issue", "il n'y a plus d'espoir pour moi", "ma situation est sans issue"],
      miss: ["on habite dans une voie sans issue"],
    },
  ),
  F(
    "hopeless",
    "fr-pointless",
    2,
    "\\b(?:ma vie|mon existence|vivre|plus rien) (?:ne )?na (?:plus |aucun |plus aucun )?(?:de )?sens\\b|\\bla vie na plus (?:aucun |de )?sens\\b" +
      "|\\b(?:aucune|plus de|pas de|plus aucune) raisons? de (?:vivre|continuer)\\b|\\ba quoi bon (?:vivre|continuer|me battre)\\b",
    {
      match: ["ma vie n'a aucun sens", "je n'ai plus aucune raison de vivre", "à quoi bon vivre ?"],
      miss: ["quel est le sens de la vie selon le bouddhisme"],
    },
  ),

  // ---- not being here, goodbyes, giving away.
  F(
    "not-being-here",
    "fr-not-here",
    2,
    "\\bquand je (?:ne )?serai plus la\\b|\\bje (?:ne )?serai (?:bientot )?plus la(?= *(?:[.!?,;]|$| pour (?:vous|toi|personne|longtemps)| bientot))" +
      "|\\b(?:vous|tu) ne me (?:reverrez|reverras|verrez|verras) (?:plus|jamais)\\b|\\bpartir pour toujours\\b(?! (?:a |au |aux |en |vers ))",
    {
      match: ["quand je ne serai plus là, occupe-toi du chat", "bientôt je ne serai plus là.", "vous ne me reverrez plus"],
      miss: ["je ne serai plus là lundi, je suis en congé", "je vais partir pour toujours au Canada"],
      unless: FAREWELL,
    },
  ),
  F(
    "goodbye",
    "fr-letter",
    3,
    "\\b(?:lettres?|mots?|messages?) dadieu\\b(?! (?:a|pour) (?:mes |mon |ma |nos |notre |les )?(?:collegues?|eleves|equipe|classe|patron))" +
      "|\\b(?:derniere lettre|dernier message|derniers mots) (?:pour|a) (?:mes|ma|mon|vous|toi|tout le monde)\\b",
    {
      match: ["j'ai écrit une lettre d'adieu à mes enfants", "ceci est mon dernier message pour vous"],
      miss: ["comment écrire une lettre d'adieu à mes collègues pour mon départ"],
      unless: FAREWELL,
    },
  ),
  F(
    "goodbye",
    "fr-goodbye",
    2,
    "\\bje (?:vous|te) dis adieu\\b|\\badieu (?:a tous|tout le monde|pour toujours|la vie|le monde)\\b|\\bdire adieu a (?:tout le monde|tous|la vie|ce monde|mes proches)\\b" +
      "|\\bfaire mes adieux\\b|\\bprenez soin de (?:maman|papa|mes enfants|mon chat|mon chien) (?:pour moi|quand je)",
    {
      match: ["adieu tout le monde, merci pour tout", "je voulais faire mes adieux, c'est mieux ainsi"],
      miss: ["je fais mes courses et je passe te voir"],
      unless: FAREWELL,
    },
  ),
  F(
    "goodbye",
    "fr-giving",
    2,
    "\\b(?:donne|donner|distribue|distribuer|jai donne|ai donne|offert|jai offert) (?:toutes |tous )?mes (?:affaires|choses|biens|objets|bijoux|vetements)\\b" +
      "(?! (?:a (?:la|une) (?:association|recyclerie)|avant (?:de )?demenager))|\\btrouve (?:une famille|quelquun) pour (?:mon|ma) (?:chat|chien|chatte|chienne)\\b",
    {
      match: ["je donne toutes mes affaires, je n'en aurai plus besoin", "j'ai trouvé une famille pour mon chat"],
      miss: ["je donne mes affaires à une association avant de déménager"],
      unless: FAREWELL,
    },
  ),

  // ---- means: pills saved or swallowed, a height, a train, a rope, a gun.
  F(
    "means",
    "fr-stockpile",
    2,
    "\\b(?:stocke|stockes|stockees?|accumule|accumules|accumulees?|mis de cote|mets de cote|cache|caches|cachees?|economise|amasse|collectionne)" +
      " (?:\\w+ ){0,3}(?:cachets|comprimes|medicaments|medocs|pilules|somniferes|anxiolytiques|antidepresseurs|doliprane|paracetamol|xanax|lexomil)\\b" +
      "|\\b(?:cachets|comprimes|medicaments|medocs|pilules|somniferes) (?:\\w+ ){0,3}(?:de cote|en reserve|caches|cachees|stockes|stockees|que jaccumule)\\b",
    {
      match: ["j'ai mis de côté des somnifères depuis un mois", "j'ai des comprimés cachés dans ma chambre"],
      miss: ["je garde mes médicaments au frais"],
    },
  ),
  F(
    "means",
    "fr-overdose",
    3,
    "\\bavaler (?:toute la boite|toute? (?:la|les|mes) (?:boites?|plaquettes?)|tous (?:les|mes) (?:cachets|comprimes|medicaments|medocs|somniferes))" +
      "(?: \\w+){0,3} (?:dun (?:seul )?coup|en une fois|a la fois|en meme temps|pour (?:mourir|en finir|ne plus me reveiller))\\b" +
      "|\\b(?:faire|fais|vais faire) une (?:overdose|surdose)\\b(?! de (?:series|chocolat|sucre|travail))" +
      "|\\bcombien de (?:\\w+ ){1,3}pour (?:mourir|ne (?:plus|pas) se reveiller|ne (?:plus|pas) me reveiller|en finir)\\b",
    {
      match: ["je vais avaler toute la boîte d'un coup", "combien de doliprane pour mourir"],
      miss: ["je fais une overdose de séries ce week-end", "avaler tous mes médicaments le matin avec de l'eau"],
    },
  ),
  F("means", "fr-dose", 2, "\\bdoses? (?:mortelles?|letales?)\\b", {
    match: ["quelle est la dose mortelle de paracétamol"],
    miss: ["quelle dose de paracétamol pour un mal de tête"],
    unless: ANIMAL,
  }),
  F(
    "means",
    "fr-method",
    3,
    `${NOT}\\b(?:me|se) (?:jeter|balancer) (?:du|dun|dune|de la|par la|sous (?:le|un|une|les)|devant (?:le|un|une)|du haut)\\b` +
      `|${NOT}\\b(?:me|se) (?:coucher|mettre|allonger) sur (?:les rails|la voie)\\b` +
      `|${NOT}\\b(?:me|se) tirer une balle\\b(?! dans le pied)|\\b(?:me|se) faire sauter (?:la cervelle|le caisson)\\b` +
      `|${NOT}\\b(?:mouvrir|souvrir|me couper|se couper|me taillader|se taillader) les veines\\b` +
      "|\\b(?:vais|veux|envie de|pense a|voudrais|pret a|prete a) (?:me noyer|sauter (?:du|dun|dune|de la|par la) (?:\\w+ )?(?:pont|toit|immeuble|balcon|fenetre|falaise|viaduc|etage))\\b",
    {
      match: ["je vais me jeter du pont ce soir", "j'ai envie de me jeter sous un train", "parfois je veux sauter du balcon"],
      miss: [
        "je vais me jeter à l'eau et lui dire",
        "je me suis tiré une balle dans le pied avec ce contrat",
        "je me noie dans le travail",
      ],
    },
  ),
  F(
    "means",
    "fr-place",
    2,
    "\\b(?:sauter|saute) (?:du|dun|dune|de la|par la) (?:\\w+ )?(?:pont|toit|immeuble|balcon|fenetre|falaise|viaduc)\\b" +
      "|\\b(?:quelle hauteur|hauteur du pont|hauteur de limmeuble) (?:\\w+ ){0,3}(?:pour mourir|mortelle|suffit)\\b|\\b(?:une corde|un noeud coulant) pour me pendre\\b",
    {
      match: ["je pense à sauter du pont de la ville", "quelle hauteur suffit pour mourir"],
      miss: ["le chat a sauté du canapé"],
    },
  ),

  // ---- self-harm.
  F(
    "self-harm",
    "fr-self-harm",
    3,
    "\\b(?:je me|me|se) (?:coupe|couper|scarifie|scarifier|taillade|taillader|mutile|mutiler|brule|bruler|griffe|griffer) " +
      "(?:encore |de nouveau |souvent |tous les jours |chaque soir )?(?:les (?:bras|poignets|cuisses|jambes|avant bras|hanches|ventre)" +
      "|avec (?:une lame|un cutter|un rasoir|une lame de rasoir|des ciseaux|un compas|une cigarette|un briquet)|jusquau sang|volontairement|expres" +
      "|pour (?:me punir|me soulager|ressentir|oublier))\\b|\\b(?:scarifications?|automutilation|automutilations|me scarifie|se scarifie)\\b" +
      "|(?<!peur de )\\b(?:envie de|besoin de|je vais|continue a|recommence a) me faire du mal\\b|\\bje me fais du mal\\b(?! a (?:penser|ressasser|regarder)| en (?:pensant|regardant))" +
      "|\\bme suis (?:coupee?|scarifiee?|brulee?|tailladee?) (?:\\w+ ){0,2}(?:volontairement|expres)\\b",
    {
      match: ["je me scarifie quand ça va mal", "je me coupe les bras le soir", "j'ai encore envie de me faire du mal"],
      miss: ["je me coupe les cheveux moi-même", "je me suis coupé en cuisinant", "j'ai peur de me faire du mal au ski"],
    },
  ),

  // ---- eating: starving or purging, as penance or purity, with danger signs.
  F(
    "eating",
    "fr-purge",
    2,
    "\\bje me fais vomir\\b|\\bme suis faite? vomir\\b|\\bme faire vomir apres (?:chaque|les|mes) repas\\b|\\bdoigts dans la gorge\\b" +
      "|\\blaxatifs (?:tous les jours|pour maigrir|apres (?:chaque|les) repas)\\b",
    { match: ["après chaque repas je me fais vomir"], miss: ["ça me fait vomir, cette hypocrisie", "j'ai envie de vomir depuis ce matin"] },
  ),
  F(
    "eating",
    "fr-starve",
    2,
    "\\b(?:je ne mange plus|je mange plus|je nai rien mange|jai rien mange|je nai pas mange|jai pas mange|sans manger|sans rien manger|je jeune)" +
      " (?:rien |du tout )?(?:depuis|pendant) (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|plusieurs) (?:jours|semaines)\\b" +
      "|\\bje (?:ne )?merite pas de manger\\b|\\b(?:jeuner|je jeune|me prive de nourriture|ne plus manger|je ne mange plus) (?:\\w+ ){0,6}" +
      "(?:pour )?(?:me purifier|me punir|expier|ma penitence|mes peches)\\b",
    {
      match: ["je ne mange plus depuis cinq jours pour me purifier", "je ne mérite pas de manger"],
      miss: ["je jeûne pendant le ramadan, des conseils ?", "je n'ai rien mangé depuis ce matin", "le jeûne du carême commence demain"],
      unless: RELIGIOUS_FAST,
    },
  ),
  F(
    "eating",
    "fr-fast-death",
    3,
    "\\b(?:jeuner|je jeune|ne plus manger|arreter de manger|arreter de boire) (?:\\w+ ){0,3}jusqua (?:la mort|mourir|en mourir|ce que je meure|disparaitre)\\b" +
      "|\\bme laisser mourir de faim\\b",
    { match: ["je veux jeûner jusqu'à la mort", "je vais me laisser mourir de faim"], miss: ["je meurs de faim, on mange quand ?"] },
  ),
  F(
    "eating",
    "fr-danger",
    1,
    "\\b(?:evanouie?|mevanouis|perdu connaissance|tombee? dans les pommes|tiens plus debout|mes cheveux tombent|coeur qui (?:saute|semballe))\\b",
    { match: ["je me suis évanouie deux fois cette semaine"], modifier: true, modifies: ["eating"] },
  ),

  // ---- spiritual exit: going to God, joining the dead, leaving this body or world.
  F(
    "spiritual-exit",
    "fr-god",
    2,
    "\\bque dieu me (?:prenne|rappelle|reprenne|emporte)\\b|\\b(?:je prie|prie|supplie|je supplie|demande a) (?:dieu|le seigneur|allah|jesus) " +
      "(?:de |pour quil |quil )(?:me prendre|me rappeler|me reprendre|vienne me chercher|me prenne|me rappelle)\\b" +
      "|\\b(?:rejoindre|aller vers|partir vers|rentrer aupres de) (?:dieu|le seigneur|allah|le pere|jesus) (?:maintenant|plus tot|bientot|avant lheure|des maintenant)\\b",
    {
      match: ["chaque soir je prie Dieu de me prendre", "que Dieu me rappelle à lui, je suis prête"],
      miss: ["que Dieu me protège", "je prie Dieu de me donner la force"],
    },
  ),
  F(
    "spiritual-exit",
    "fr-join",
    2,
    "\\b(?:veux|voudrais|hate de|pret a|prete a|envie de) (?:bientot |enfin |vite )?(?:le|la|les) (?:rejoindre|retrouver)" +
      "(?= *(?:[.!?,;]|$| la haut| au ciel| au paradis| de lautre cote| dans lau dela| dans la mort))" +
      "|\\b(?:rejoindre|retrouver) (?:mon|ma|mes) (?:\\w+ ){1,2}(?:la haut|au ciel|au paradis|de lautre cote|dans lau dela|dans la mort)\\b" +
      "|\\b(?:rejoindre|retrouver) (?:mon defunt|ma defunte|feu mon|feue ma) \\w+",
    {
      match: ["depuis sa mort je veux la rejoindre", "j'ai hâte de retrouver mon mari là-haut"],
      miss: ["je vais rejoindre ma femme à Lyon ce week-end", "je veux la retrouver au café demain"],
    },
  ),
  F(
    "spiritual-exit",
    "fr-leave",
    2,
    "\\b(?:quitter|partir de|men aller de|laisser) (?:ce monde|cette terre|cette vie|ce corps|mon corps|cette existence|cette incarnation)\\b" +
      "(?! (?:professionnel|du travail|de la (?:finance|mode|nuit|tech|pub)|des affaires|politique|du spectacle|pendant|en (?:meditation|reve)" +
      "|par la meditation|lors|quelques|un instant|astral|le temps)\\b)" +
      "|\\b(?:finir|terminer|epuiser|abreger|ecourter) (?:mon|ce) karma\\b|\\b(?:renaitre|me reincarner) (?:plus (?:vite|tot)|tout de suite|maintenant|des maintenant)\\b",
    {
      match: ["je suis prête à quitter ce corps", "comment abréger mon karma et renaître tout de suite"],
      miss: [
        "j'ai quitté ce monde de la finance il y a deux ans",
        "en méditation j'ai l'impression de quitter mon corps pendant quelques secondes",
      ],
    },
  ),

  // ---- modifiers: a time, a decision, a calm, a loss, debts.
  F(
    "time",
    "fr-time",
    1,
    "\\b(?:ce soir|cette nuit|demain(?: matin| soir)?|ce week end|ce weekend|(?:ce |cette )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir)?" +
      "|a minuit|avant (?:laube|le lever du soleil|noel|mon anniversaire)|dans (?:quelques|deux|trois|\\d+) (?:heures|jours)|bientot)\\b",
    { match: ["je le fais ce soir"], modifier: true },
  ),
  F(
    "plan-time",
    "fr-plan",
    1,
    "\\b(?:ma decision est prise|jai pris ma decision|cest decide|jai tout prevu|jai tout organise|jai choisi (?:le jour|la date|le moment)|tout est pret|jai tout regle)\\b",
    { match: ["c'est décidé, j'ai tout prévu"], modifier: true },
  ),
  F(
    "calm-after-despair",
    "fr-calm",
    2,
    "\\b(?:en paix|serein|sereine|apaisee?|soulagee?|calme) (?:depuis que|maintenant que) (?:jai (?:pris ma decision|decide|tout prevu|tout organise|tout regle)" +
      "|ma decision est prise|cest decide|je sais (?:que|comment|quand))\\b",
    { match: ["je me sens enfin en paix depuis que j'ai pris ma décision"] },
  ),
  F(
    "loss",
    "fr-loss",
    1,
    "\\b(?:jai perdu|perdu) (?:mon travail|mon boulot|mon emploi|ma femme|mon mari|mon enfant|mon fils|ma fille|ma maison|tout)\\b" +
      "|\\b(?:ma femme|mon mari|ma copine|mon copain|ma compagne|mon compagnon) (?:ma|me) (?:quitte|quittee|laisse|laissee)\\b" +
      "|\\b(?:licenciee?|(?:mon|notre|le|du) divorce|(?:suis|est|sommes) divorcee?s?|divorcer|est (?:morte?|decedee?)|deces|enterrement|rupture)\\b",
    { match: ["j'ai perdu mon travail la semaine dernière"], modifier: true, modifies: ["means", "hopeless"] },
  ),
  F("debt", "fr-debt", 1, "\\b(?:dettes|endettee?|surendettee?|surendettement|huissiers?|saisie|faillite|ruinee?|criblee? de dettes)\\b", {
    match: ["je suis criblé de dettes"],
    modifier: true,
  }),
  S(
    "spiritual-exit",
    "fr-join-dead",
    2,
    "\\b(?:rejoindre|retrouver) (?:papa|maman|mon (?:mari|pere|fils|frere)|ma (?:femme|mere|fille|soeur))\\b(?=[^.?!]{0,40}\\b(?:la haut|au ciel|de lautre cote|bientot|veut|voudrais|veux)\\b|[^.?!]{0,0}$)|\\b(?:veut|veux|voudrais) (?:aller )?(?:rejoindre|retrouver) (?:papa|maman|mon \\w+|ma \\w+)\\b",
    {
      lang: "fr",
      match: ["Ma mère répète qu'elle veut aller rejoindre papa"],
      miss: ["je vais rejoindre maman au marché samedi"],
    },
  ),
  // ---- widened: plain statements as they are typed (infinitives, "j'vais", without "ne", "chu", "pk", "r1").
  F(
    "direct",
    "fr-direct",
    3,
    `${NOT2}\\bj(?:veux|voudrais|vais) (?:juste |simplement |vraiment )?(?:mourir|crever|disparaitre pour toujours)\\b(?! de\\b)` +
      `|${NOT2}\\b(?:je |j)(?:vais|veux|voudrais|pourrais|compte|dois|vais aller|vais finir par) (?:(?!pas\\b|jamais\\b|point\\b|plus\\b)[a-z]+ ){0,2}me (?:tuer|suicider|pendre|flinguer|buter|foutre en lair)\\b(?! (?:a la tache|a petit feu|au (?:travail|boulot|sport)|de rire)\\b)` +
      `|${NOT2}\\b(?:vouloir|voulu|voulait|voulais|pense a|penser a|pensais a|pense|envie de|essaye de|essayer de|tente de|tenter de|decide de|menace de|parle de|a voulu|a essaye de|a tente de|veut|voudrait|allait) (?:(?!pas\\b|jamais\\b|point\\b|plus\\b)[a-z]+ ){0,1}se (?:tuer|suicider|pendre|flinguer|foutre en lair)\\b(?! (?:a la tache|a petit feu|au (?:travail|boulot|sport))\\b)` +
      `|${NOT2}\\b(?:pense|pensais|penser|songe|songer|reflechis|decide|decider|pret|prete|prets) (?:\\w+ ){0,2}(?:a |d)en finir\\b(?! avec (?!(?:la|ma|cette) vie\\b|tout\\b|moi\\b))`,
    {
      match: [
        "jvais me tuer ce soir",
        "c'est mal de vouloir se tuer quand on souffre ?",
        "je pense sérieusement à en finir",
        "chu pu capable, j'veux mourir",
      ],
      miss: ["je vais pas me tuer, t'inquiète", "ma mère va me tuer si je rentre tard", "je pense à en finir avec ce dossier"],
    },
  ),
  F(
    "wish-to-die",
    "fr-wish",
    3,
    `${NOT2}\\b(?:voulait|voulais|voulaient|souhaitait|souhaite|veulent) (?:juste |simplement |vraiment |seulement )?(?:mourir|crever|etre morte?|ne plus (?:vivre|exister|etre la))\\b(?! de\\b)` +
      "|\\b(?:mendormir|dormir|m endormir) et (?:ne )?(?:plus jamais|plus|jamais|pas) (?:me )?(?:re)?reveiller\\b(?! (?:avant|a \\d|en retard|trop tot|la nuit|pendant)\\b)" +
      "|\\bsi je pouvais (?:\\w+ ){0,3}(?:ne )?(?:plus|pas|jamais) (?:me )?(?:re)?reveiller\\b",
    {
      match: [
        "ma fille a écrit qu'elle voulait mourir",
        "si je pouvais m'endormir et plus jamais me réveiller",
        "j'aimerais dormir et pas me réveiller",
      ],
      miss: [
        "elle voulait mourir de rire",
        "je veux dormir et me réveiller en forme",
        "si je pouvais ne pas me réveiller à 5h pour le boulot",
      ],
      unless: /\b(?:boulot|travail|reveil|alarme|train|bus|bebe|voisins)\b/,
    },
  ),
  F(
    "wish-to-die",
    "fr-wish",
    2,
    "\\b(?:je )?prefere(?:rais)? (?:encore )?(?:mourir|crever|etre morte?)\\b(?! de (?:rire|faim|froid|chaud|honte|ennui|soif))" +
      `|\\b(?:je |j)(?:veux|voudrais) (?:juste |simplement |seulement )?que (?:tout|ca) sarrete\\b(?! (?:de|un peu|pour|la pluie)\\b)` +
      "|\\b(?:pas|plus) envie que (?:mon corps|mon coeur|ma vie|ca|tout) continue\\b",
    {
      match: ["je préfère mourir que ça", "jveux juste que ca s'arrete", "j'ai pas envie que mon corps continue"],
      miss: ["je préfère mourir de rire que pleurer", "je veux que ça s'arrête de pleuvoir", "je veux que tout s'arrête pour les vacances"],
      unless: /\b(?:pluie|pleuvoir|bruit|travaux|vacances|voisin|voisins|chantier)\b/,
    },
  ),
  F(
    "wish-to-die",
    "fr-no-wake",
    2,
    "\\bpour (?:ne )?(?:pas|plus|jamais) (?:se|me) reveiller\\b(?! (?:en retard|trop tard|a temps|avant|a \\d|la nuit|pendant|le matin|les voisins|le bebe|mon|ma|les|toute)\\b)" +
      "|\\bpour que (?:le |mon )?(?:corps|coeur) (?:lache|sarrete|cede)\\b",
    {
      match: [
        "combien de comprimés il faut pour pas se réveiller",
        "combien de temps sans manger pour que le corps lâche",
        "quelle dose pour ne plus me réveiller",
      ],
      miss: [
        "deux réveils pour ne pas me réveiller en retard",
        "un bouchon d'oreille pour ne pas me réveiller la nuit",
        "pour que le moteur lâche il faut quoi ?",
      ],
    },
  ),
  F(
    "wish-to-die",
    "fr-tired",
    2,
    "\\b(?:fatiguee?s?|las|lasse|epuisee?|tannee?) (?:\\w+ ){0,2}(?:detre la|dexister|detre en vie|de respirer)\\b(?! (?:avec|chez|ici|a |en |dans)\\b)" +
      "|\\b(?:fatiguee?|las|lasse|epuisee?) de me battre(?= *(?:[.!?,;]|$| depuis))" +
      "|\\b(?:jai|je nai|nai) plus (?:la|de) force(?= *(?:[.!?;]|$))",
    {
      match: ["je suis fatiguée d'être là, tu comprends ?", "je suis fatiguée de me battre depuis des années", "j'ai plus la force."],
      miss: [
        "fatiguée d'être là à attendre le bus",
        "je suis fatigué de me battre avec l'administration",
        "j'ai plus la force de finir ce gâteau",
      ],
    },
  ),
  F(
    "hopeless",
    "fr-pointless",
    2,
    "\\b(?:plus|pu|ya plus|il ny a plus|jai plus|je nai plus) (?:rien|r1|personne) (?:qui|pour) me (?:retient|retenir)\\b(?! (?:a|en|au|aux|dans|chez)\\b)" +
      `|\\b(?:pourquoi|pk|pq|pkoi|a quoi bon) (?:je |j)?(?:continue|continuer)(?= *(?:[.!?,;]|$| a vivre| comme ca))` +
      "|\\bd?(?:accelerer|hater|precipiter|avancer) (?:la|ma) fin\\b(?! (?:du|de|des|dun)\\b)",
    {
      match: ["ya plus r1 qui me retient ici", "jsp pk jcontinue", "je pourrais juste accélérer la fin"],
      miss: [
        "pourquoi continuer à payer cet abonnement ?",
        "plus rien qui me retient à Paris, je pars à Lyon",
        "accélérer la fin du projet, c'est possible ?",
      ],
    },
  ),

  // ---- burden, no one would notice.
  F(
    "burden",
    "fr-no-miss",
    2,
    "\\bpersonne (?:ne )?(?:me )?(?:regretterait|remarquerait|remarquera|verrait la difference|pleurerait|sapercevrait)\\b" +
      "|\\b(?:mieux|plus heureux|plus heureuse|plus heureuses|plus tranquilles?|plus simple|plus facile|plus legers?)\\b[^.?!]{0,30}\\bsans moi\\b" +
      "|\\bsi (?:je )?(?:netais|etais|serais) plus la\\b",
    {
      match: [
        "personne remarquerait si j'étais plus là",
        "mes enfants seraient mieux avec leur père, sans moi",
        "ils seront plus tranquilles sans moi",
      ],
      miss: [
        "je me sens mieux sans mon téléphone",
        "personne ne remarquerait ma nouvelle coupe, tant pis",
        "la soirée sera plus simple sans moi, je suis malade",
      ],
      unless: /\b(?:coupe|cheveux|malade|grippe|soiree|fete|reunion|cours)\b/,
    },
  ),

  // ---- goodbyes: a last message, words of farewell, a goodbye reported and no answer since, a message to pass on.
  F(
    "goodbye",
    "fr-last-post",
    2,
    "\\b(?:cest|ceci est|voici|ce sera|ce message est) (?:mon|ma) (?:dernier|derniere) (?:message|post|publication|commentaire)\\b" +
      "|\\bdites a (?:(?:ma|mon|mes) )?\\w+(?: \\w+)? que (?:\\w+ ){0,3}(?:pas (?:de )?(?:sa|leur) faute|je (?:les |l)?aime|je suis desolee?|je regrette)\\b",
    {
      match: [
        "c'est mon dernier message, prenez soin de vous",
        "dites à ma sœur que c'était pas de sa faute",
        "ceci est ma dernière publication ici",
        "dites à maman que je l'aime",
      ],
      miss: [
        "c'est mon dernier message avant les vacances",
        "c'est ma dernière question, merci beaucoup",
        "dites à ma mère que je rentre à 8h",
      ],
      unless: BREAK,
    },
  ),
  F(
    "goodbye",
    "fr-farewell-words",
    1,
    "\\b(?:adieu(?! (?:a tous|tout le monde|pour toujours|la vie|le monde)\\b)|prenez soin de vous|merci pour tout|merci de tout|pardonnez moi|pardon pour tout|je vous aime|ce nest pas (?:de )?(?:votre|ta|sa) faute|cetait pas (?:de )?(?:sa|ta|votre) faute)\\b",
    {
      match: ["merci pour tout, prenez soin de vous", "pardonnez-moi, je vous aime", "ce n'est pas votre faute. adieu."],
      miss: ["merci pour tout, bonnes vacances", "dernier jour au boulot, merci pour tout les collègues", "adieu tout le monde"],
      modifier: true,
      unless: /\b(?:demission\w*|licencie\w*|boulot|travail|collegues?|vacances|demenag\w*|retraite|stage|rentree)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-reported-goodbye",
    2,
    "^(?=.*\\b(?:adieu|merci pour tout|merci davoir ete la|prends soin de toi|je taime|pardon pour tout|sexcuser de tout|excuse(?:z)? moi pour tout|tu vas me manquer)\\b)" +
      "(?=.*\\b(?:(?:il|elle) (?:ne )?(?:me )?repond (?:plus|pas)|repond plus|(?:na|a) pas repondu|injoignable|(?:ne )?decroche (?:plus|pas))\\b)",
    {
      match: [
        "mon frère m'a envoyé 'merci pour tout, adieu' et il répond plus",
        "elle m'a écrit 'prends soin de toi, je t'aime' à 3h et depuis elle répond pas",
        "il voulait s'excuser de tout, maintenant il est injoignable",
      ],
      miss: [
        "merci pour tout ! le magasin répond pas mais bon",
        "je t'aime maman, elle répond pas elle dort",
        "prends soin de toi, bonne route",
      ],
      wholeMessage: true,
      unless: /\b(?:magasin|boutique|service client|dort|bonne route|vacances|travail|boulot)\b/,
    },
  ),

  // ---- giving things away, affairs set in order, a calm after deciding.
  F(
    "goodbye",
    "fr-not-needed",
    2,
    "^(?=.*\\b(?:donne|donner|offert|distribue|rendu|vendu|confie|annule|resilie|vide)\\b)" +
      "(?=.*\\b(?:(?:jen|je nen|nen|en) (?:aurai|aurais) (?:plus|pu|pas) besoin|(?:plus|pu) besoin de (?:rien|ca|tout ca)|na plus besoin de rien)\\b)",
    {
      match: [
        "j'ai donné mon vélo pis ma guitare, j'en aurai pu besoin",
        "il a donné sa console et il dit qu'il a plus besoin de rien",
        "j'ai annulé tous mes rendez-vous. je n'en aurai plus besoin.",
      ],
      miss: [
        "je donne mes livres à la bibliothèque, j'en aurai plus besoin",
        "j'ai vendu mon vieux téléphone, plus besoin de ça avec le nouveau téléphone",
        "j'ai annulé le dentiste, j'en ai plus besoin, la dent va mieux",
      ],
      wholeMessage: true,
      unless: CLEARING,
    },
  ),
  F(
    "calm-after-despair",
    "fr-settled",
    2,
    "^(?=.*\\b(?:jai tout range|tout est range|tout est regle|jai tout regle|range (?:tous )?mes papiers|les papiers sont sur la table|jai (?:ecrit|fini) mes lettres|jai ecrit (?:une|des|mes) lettres?|donne mon (?:chat|chien)|confie mon (?:chat|chien))\\b)" +
      "(?=.*\\b(?:je suis prete?|en paix|calme|serein|sereine|apaisee?|soulagee?|plus peur|personne (?:naura|aura|ne devra|devra) a sen occuper)\\b)",
    {
      match: [
        "j'ai tout rangé, les papiers sont sur la table. je suis prêt.",
        "j'ai écrit mes lettres pour mes enfants, je me sens calme",
        "j'ai donné mon chat à ma voisine, comme ça personne aura à s'en occuper",
      ],
      miss: [
        "j'ai tout rangé avant de déménager, je suis prête",
        "j'ai écrit des lettres au père Noël avec ma fille, elle est calme",
        "tout est rangé pour les vacances, je suis soulagée",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:vacances|voyage|noel|anniversaire|examen|examens|testament|notaire)\\b`),
    },
  ),
  F(
    "calm-after-despair",
    "fr-calm",
    2,
    "\\bdepuis que (?:jai pris ma decision|jai decide|ma decision est prise|cest decide)\\b[^.?!]{0,40}\\b(?:calme|serein|sereine|en paix|apaisee?|soulagee?|legere?|bien)\\b" +
      "|^(?=.*\\b(?:jai pris ma decision|ma decision est prise)(?! de\\b))(?=.*\\b(?:tout est devenu simple|plus dangoisse|je suis (?:\\w+ )?calme|je me sens (?:\\w+ )?(?:calme|en paix|legere?|bien))\\b)",
    {
      match: [
        "depuis que j'ai pris ma décision je suis étrangement calme",
        "j'ai pris ma décision et tout est devenu simple",
        "plus d'angoisse depuis dimanche. ma décision est prise",
      ],
      miss: [
        "j'ai pris ma décision de démissionner et je me sens bien",
        "depuis que j'ai décidé de déménager je suis calme",
        "ma décision est prise, je change de fac, je me sens légère",
      ],
      unless:
        /\b(?:boulot|travail|job|demission\w*|demenag\w*|divorc\w*|rupture|quitter (?:mon|ma|le|la)|fac|formation|etudes|voyage|maison|appart)\b/,
    },
  ),

  // ---- self-harm.
  F(
    "self-harm",
    "fr-self-harm",
    3,
    "\\b(?:je me|jme|me) (?:coupe|scarifie|taillade|mutile|brule|griffe) (?:\\w+ ){0,2}(?:plus profond|encore|de nouveau|en cachette|depuis|tous les soirs|chaque soir|quand)\\b" +
      "|\\b(?:tape|tapee|frappe|frappee|cogne|cognee|griffe|griffee|gratte|grattee|mordu|mordue) (?:\\w+ ){0,6}jusqua (?:saigner|au sang|me faire saigner|en saigner)\\b" +
      "|\\b(?:cest moi qui|je) me les (?:fais|fait|suis faites?|suis fait)\\b",
    {
      match: [
        "je me coupe plus profond qu'avant",
        "jme suis encore tapé la tête contre le mur jusqu'à saigner",
        "c'est pas des bleus, c'est moi qui me les fais",
      ],
      miss: ["je me coupe encore les cheveux moi-même", "je me brûle encore en cuisinant", "je me les fais livrer, les courses"],
      unless: /\b(?:cheveux|frange|ongles|barbe|cuisine|cuisinant|four|poele|legumes|pain|rasage|rasant|livrer|courses)\b/,
    },
  ),

  // ---- means: a place and thoughts of it, a weapon or rope on one's mind, insurance, a date chosen.
  F(
    "means",
    "fr-place-dwell",
    2,
    "^(?=.*\\b(?:pont|rails|voie ferree|falaise|toit|balcon|fenetre|quai|immeuble|parking|viaduc|puits|barrage)\\b)" +
      "(?=.*\\b(?:jy pense (?:de plus en plus|tout le temps|sans arret)|ce serait (?:\\w+ )?(?:rapide|facile|simple|vite fait|si simple|si facile)(?= *(?:[.!?,;]|$))" +
      "|je (?:reste|me pose|marrete) (?:\\w+ ){0,3}a regarder (?:leau|le vide|en bas|les trains)|je regarde (?:le vide|en bas)|je sais (?:comment|ou)(?= *(?:[.!?,;]|$)))\\b)",
    {
      match: [
        "sur le pont je regarde les trains et je me dis que ce serait rapide",
        "y a une falaise près de chez moi, j'y pense de plus en plus",
        "je préfère mourir et je sais comment. le puits derrière la maison",
      ],
      miss: [
        "du balcon la vue est belle, ce serait facile de faire une photo",
        "le pont est fermé, ce serait plus rapide par l'autoroute",
        "je sais comment réparer la fenêtre",
        "j'y pense souvent, à ce balcon fleuri",
      ],
      wholeMessage: true,
      unless: /\b(?:photo|vue|coucher de soleil|vacances|randonnee|balade|touris\w*|autoroute|reparer|bricol\w*|plombier)\b/,
    },
  ),
  F(
    "means",
    "fr-weapon-dwell",
    2,
    "^(?=.*\\b(?:fusil|arme|pistolet|revolver|carabine|corde|flingue)\\b)" +
      "(?=.*\\b(?:jarrete pas dy penser|je narrete pas dy penser|jy pense (?:tout le temps|sans arret|souvent|de plus en plus)|je (?:la|le) (?:regarde|sors|tiens|prends)(?! (?:pas|jamais)\\b)|pour (?:la|le) tenir|regarde (?:plus|pu) (?:de la meme facon|pareil))\\b)",
    {
      match: [
        "j'ai le fusil de mon grand-père dans le placard, j'arrête pas d'y penser",
        "la corde dans la grange je la regarde plus pareil",
        "j'ai une arme chez moi, des fois je la sors pour la tenir",
      ],
      miss: [
        "j'ai une corde pour le hamac, je la prends ce week-end",
        "le fusil de chasse, je le prends pour l'ouverture de la chasse",
        "mon pistolet à eau, je le sors pour les enfants",
      ],
      wholeMessage: true,
      unless:
        /\b(?:hamac|escalade|bateau|linge|chasse ouverte|de la chasse|saison de chasse|permis de chasse|club de tir|pistolet a eau|jouet|enfants|film|roman|serie)\b/,
    },
  ),
  F(
    "means",
    "fr-insurance",
    2,
    "\\b(?:lassurance|assurance)(?: vie| deces)?\\b[^?]{0,60}\\b(?:paie|paye|rembourse|couvre)\\b[^?]{0,40}\\b(?:suicide|ressemble a un accident|meme si)\\b",
    {
      match: [
        "l'assurance vie paie quand même si ça ressemble à un accident ?",
        "est-ce que l'assurance décès couvre le suicide",
        "l'assurance paie même si c'est moi qui le fais ?",
      ],
      miss: [
        "quelle assurance vie choisir à 30 ans ?",
        "l'assurance paie les dégâts des eaux",
        "l'assurance auto rembourse l'accident même si je suis en tort ?",
      ],
      unless: /\b(?:auto|voiture|moto|degats|habitation|voyage|vol|sinistre)\b/,
    },
  ),
  F(
    "plan-time",
    "fr-plan",
    2,
    "\\b(?:la date|le jour|lheure|le moment) est (?:choisie?|fixee?|decidee?)\\b(?! (?:pour|du|de|des|avec)\\b)" +
      "|\\b(?:on|quon) ne (?:le|la) (?:reverrait|reverra) plus\\b",
    {
      match: [
        "la date est choisie. si je pars avant, je renais où ?",
        "le jour est fixé, je voulais juste dire merci",
        "il a dit qu'on ne le reverrait plus",
      ],
      miss: ["la date est choisie pour le mariage", "le jour est fixé avec le notaire", "l'heure est fixée du rendez-vous"],
      unless: /\b(?:mariage|notaire|rendez vous|reunion|examen|bapteme|fete|anniversaire|demenag\w*)\b/,
    },
  ),

  // ---- spiritual exit: leaving before one's time, of one's own accord, asking for oneself.
  F(
    "spiritual-exit",
    "fr-early",
    2,
    "\\b(?:qui|si on|on|quelquun qui|ceux qui|celui qui|si je) (?:\\w+ )?part(?:ent|s|ait)? (?:\\w+ )?avant (?:lheure|son heure|leur heure|mon heure|le temps)\\b" +
      "|\\bpart(?:ir|ent|s|ait)? (?:deux|delle|delles|de lui) memes?\\b" +
      "|\\b(?:finir|terminer|d?abreger|d?ecourter) (?:cette|ma|sa) (?:\\w+ )?vie\\b(?! (?:de|d|du|des|en|a|au|professionnelle|parisienne|citadine|amoureuse|sociale|etudiante|actuelle|la|sur|pour)\\b)" +
      "|\\b(?:jai|quil a|quelle a) (?:fait|fini) (?:son|mon) temps\\b",
    {
      match: [
        "que devient l'âme de quelqu'un qui part avant son heure ?",
        "l'église pardonne à ceux qui partent d'eux-mêmes ?",
        "autant finir cette vie ratée et recommencer",
      ],
      miss: [
        "elle part avant l'heure du dîner",
        "ceux qui partent d'eux-mêmes en vacances",
        "finir ma vie au soleil en Provence, c'est mon rêve",
      ],
      unless: /\b(?:diner|dejeuner|vacances|travail|bureau|train|avion|soleil|provence|retraite)\b/,
    },
  ),
  F(
    "spiritual-exit",
    "fr-god-early",
    2,
    "\\b(?:y aller|partir|le rejoindre|la rejoindre|d?arriver) (?:\\w+ ){0,2}(?:maintenant|plus tot|en avance|des maintenant)\\b",
    {
      match: [
        "si le paradis m'attend, pourquoi pas y aller maintenant ?",
        "Dieu me pardonnera d'arriver un peu en avance",
        "depuis qu'il est au ciel, je veux le rejoindre plus tôt",
      ],
      miss: [
        "on peut y aller maintenant, le film commence",
        "je dois partir plus tôt du bureau",
        "Dieu merci, le train va arriver en avance... enfin pas de panique",
      ],
      unless: new RegExp(`${NO_FAITH_WORD.source}|\\b(?:train|bus|avion|film|bureau|rendez vous|cours|reunion|panique)\\b`),
    },
  ),
  F(
    "spiritual-exit",
    "fr-for-me",
    2,
    "^(?=.*\\b(?:suicide|se tuer|se suicider|partent deux memes|part avant|partir avant|pars avant|d?abreger|d?ecourter|d?en finir|mettre fin|sempecher de vivre|arrete de manger (?:\\w+,? ){0,2}jusquau (?:bout|about))\\b)" +
      "(?=.*\\b(?:je demande pour moi|cest pour moi que je demande|pas pour un (?:devoir|expose|cours|roman|ami)|je suis serieuse?|je demande (?:serieusement|parce que))\\b)",
    {
      match: [
        "l'église pardonne le suicide ? je demande pour moi",
        "est-ce que l'âme est punie si on part avant l'heure ? je demande pour moi",
        "c'est grave d'abréger sa vie ? je suis sérieuse",
      ],
      miss: [
        "que dit Camus du suicide ? c'est pour un exposé de philo",
        "le suicide chez Durkheim, je demande pour un devoir",
        "je demande pour moi : la piscine ouvre quand ?",
      ],
      wholeMessage: true,
    },
  ),
  F(
    "eating",
    "fr-fast-death",
    3,
    "\\b(?:j|d)?(?:arrete|arreter|arretes) de manger (?:\\w+,? ){0,2}jusquau (?:bout|about)\\b|\\bjusqua ce que (?:le corps|mon corps|le coeur|mon coeur) (?:lache|sarrete|cede)\\b",
    {
      match: [
        "si on arrête de manger volontairement, jusqu'au bout",
        "ne plus rien avaler jusqu'à ce que mon corps lâche",
        "j'arrête de manger jusqu'au bout cette fois",
      ],
      miss: [
        "j'arrête de manger du sucre jusqu'au bout du carême",
        "courir jusqu'à ce que le corps lâche au marathon",
        "arrêter de manger des bonbons",
      ],
      unless: /\b(?:sucre|bonbons|gateaux|chocolat|careme|ramadan|marathon|course|entrainement)\b/,
    },
  ),
  F(
    "hopeless",
    "fr-let-nature",
    2,
    "^(?=.*\\b(?:laisser (?:faire )?la nature(?: faire)?|que la nature decide|laisser faire le destin)\\b)(?=.*\\b(?:j|d)?(?:arreter|arrete|stopper|stoppe|interrompre|interrompu) (?:\\w+ ){0,2}l?(?:traitement|medicaments|cachets|insuline|soins)\\b)",
    {
      match: [
        "c'est mal d'arrêter mon traitement et de laisser la nature faire ?",
        "j'ai arrêté mes médicaments, que la nature décide",
        "je vais stopper l'insuline et laisser faire la nature",
      ],
      miss: [
        "au jardin, je laisse faire la nature",
        "mon oncologue propose d'arrêter le traitement, laisser la nature faire",
        "arrêter les antibiotiques ? le médecin dit oui",
      ],
      wholeMessage: true,
      unless: /\b(?:medecin|docteur|oncologue|palliatif\w*|soins palliatifs|jardin|potager)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-last-post",
    2,
    "\\b(?:supprime|efface|ferme|desactive) (?:tous |toutes )?mes (?:comptes|reseaux|profils)\\b|\\b(?:demain|bientot) vous (?:serez|allez etre) (?:enfin )?(?:tranquilles|debarrasses|libres)\\b",
    {
      match: ["g supprimé tous mes comptes, merci pour tout", "demain vous serez tranquilles", "j'ai désactivé mes comptes hier soir"],
      miss: [
        "j'ai supprimé mes comptes pour une détox digitale",
        "demain vous serez tranquilles, je pars en vacances",
        "j'ai fermé mes comptes à la banque",
      ],
      unless: new RegExp(`${BREAK.source}|\\b(?:detox|deconnexion|digital|banque|bancaires?|respirer)\\b`),
    },
  ),
  F(
    "wish-to-die",
    "fr-disappear",
    2,
    "\\bque je (?:disparaisse|meure|ne sois plus la)(?: ?[.,])? (?:definitivement|pour toujours|pour de bon|a jamais)\\b" +
      "|\\ble mieux (?:pour (?:tous|tout le monde|eux|elle|lui|mes enfants) )?(?:cest|ce serait|serait) que je (?:disparaisse|meure|ne sois plus la)\\b(?! (?:de|du|des|dici)\\b)" +
      "|\\bje me sens deja (?:partie?|morte?|ailleurs)(?= *(?:[.!?,;]|$))|\\ba quoi bon attendre (?:la fin|la mort)\\b",
    {
      match: [
        "le mieux pour tous c'est que je disparaisse. définitivement",
        "je me sens déjà partie.",
        "à quoi bon attendre la fin normale",
      ],
      miss: [
        "le mieux c'est que je disparaisse de la réunion, j'ai un train",
        "je me sens déjà partie en vacances",
        "à quoi bon attendre le bus",
      ],
    },
  ),
  F(
    "means",
    "fr-stockpile",
    2,
    "\\b(?:garde|gardees?|conserve|conservees?) (?:toutes |tous )(?:\\w+ ){0,2}(?:boites? de )?(?:cachets|comprimes|medicaments|medocs|pilules|somniferes)\\b" +
      "|\\b(?:cachets|comprimes|medicaments|medocs|pilules|somniferes) (?:\\w+ ){0,2}pour le jour ou\\b",
    {
      match: [
        "j'ai gardé des médicaments pour le jour où",
        "j'ai gardé toutes ses boîtes de médicaments dans le tiroir",
        "j'ai conservé tous mes somnifères depuis un an",
        "gardé tous les cachets de maman",
      ],
      miss: [
        "je garde mes médicaments au frais",
        "j'ai gardé tous les médicaments périmés pour la pharmacie",
        "je conserve toutes les boîtes de thé",
      ],
      unless: /\b(?:pharmacie|perimes|perimees|rapporter|ordonnance|recycl\w*)\b/,
    },
  ),
  F(
    "spiritual-exit",
    "fr-god",
    2,
    "\\brejoindre (?:le bon dieu|le bon seigneur|dieu|le seigneur|jesus|allah) (?:tres )?(?:bientot|maintenant|plus tot|vite)\\b",
    {
      match: [
        "ma mère parle de rejoindre le bon Dieu bientôt",
        "rejoindre Dieu maintenant, c'est ce que je veux",
        "je veux rejoindre le Seigneur très bientôt",
      ],
      miss: [
        "rejoindre le bon Dieu un jour, comme tout le monde",
        "rejoindre Dieu dans la prière chaque matin",
        "rejoindre le Seigneur par la méditation",
      ],
    },
  ),
  F(
    "spiritual-exit",
    "fr-join",
    2,
    "^(?=.*\\b(?:est partie?|est morte?|est decedee?|nous a quittes?|au ciel)\\b)(?=.*\\b(?:le|la|les) (?:rejoindre|retrouver) (?:plus vite|plus tot|bientot)\\b)",
    {
      match: [
        "ma femme est partie il y a un an, je pourrais aller la rejoindre plus vite",
        "papa est mort, je veux le retrouver bientôt",
        "maman est au ciel, je voudrais la rejoindre plus tôt",
      ],
      miss: [
        "ma femme est partie au marché, je vais la rejoindre plus tôt",
        "le bus est parti, je vais le rattraper",
        "il est mort de rire, je vais le rejoindre plus tard",
      ],
      wholeMessage: true,
      unless: /\b(?:marche|courses|bureau|gare|metro|bus|train|travail|cafe|restaurant|vacances)\b/,
    },
  ),
  F(
    "eating",
    "fr-starve",
    2,
    "\\b(?:ca fait|cela fait|depuis) (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|plusieurs) (?:jours|semaines) (?:que )?(?:je |j)?(?:ne )?(?:mange|bouffe) (?:rien|presque rien|plus rien|quasi rien|plus)\\b",
    {
      match: [
        "ça fait 6 jours que je mange rien",
        "cela fait deux semaines que je ne mange presque rien",
        "ca fait quinze jours que j'mange plus",
      ],
      miss: [
        "ça fait 6 jours que je mange plus de légumes",
        "ça fait deux semaines que je mange rien de sucré, pour le carême",
        "depuis 3 jours je mange rien de gras",
      ],
      unless: new RegExp(`${RELIGIOUS_FAST.source}|\\b(?:legumes|sucre|sucres|gras|viande|gluten|regime|operation|coloscopie)\\b`),
    },
  ),
  F(
    "calm-after-despair",
    "fr-settled",
    2,
    "^(?=.*\\b(?:donne|offert|distribue|distribuee?)\\b)(?=.*\\b(?:trop calme|etrangement calme|bizarrement calme|si calme|tellement calme|etrangement serein)\\b)",
    {
      match: [
        "mon frère a donné sa console et ses baskets, il a l'air calme, trop calme",
        "elle a distribué ses bijoux et elle est étrangement calme",
        "il a offert sa guitare, il est bizarrement calme depuis",
      ],
      miss: [
        "j'ai donné mes livres à la bibliothèque, c'est si calme chez moi maintenant",
        "la prof a distribué les copies, la classe est trop calme",
        "on a donné le biberon, le bébé est si calme",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:copies|classe|bebe|biberon|chien|chat)\\b`),
    },
  ),
  F(
    "plan-time",
    "fr-deadline-after",
    2,
    "^(?=.*\\b(?:en ordre|regle|range|pret) avant (?:la fin du mois|\\w+ (?:prochain|soir)|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\b)" +
      "(?=.*\\bapres(?: ca| cela)?,? (?:ca |cela )?(?:naura|ne sera|ne comptera) plus (?:dimportance|mon probleme|rien)\\b)",
    {
      match: [
        "je veux que tout soit en ordre avant la fin du mois, après ça n'aura plus d'importance",
        "tout doit être réglé avant vendredi. après ça ne sera plus mon problème",
        "tout sera rangé avant dimanche. après ça n'aura plus d'importance",
      ],
      miss: [
        "le dossier doit être prêt avant lundi, après ça n'aura plus d'importance pour le client",
        "en ordre avant la fin du mois pour le déménagement, après ça n'aura plus d'importance",
        "après ça n'aura plus d'importance",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:dossier|client|projet|patron|examen|partiel|rapport)\\b`),
    },
  ),
  F(
    "self-harm",
    "fr-self-harm-signs",
    2,
    "^(?=.*\\b(?:lames|lame de rasoir|lames de rasoir|cutter)\\b)(?=.*\\b(?:manches longues|cicatrices|coupures|marques sur (?:les|ses) (?:bras|poignets|cuisses))\\b)",
    {
      match: [
        "ma fille porte des manches longues en été et j'ai trouvé des lames dans son tiroir",
        "des cicatrices sur ses bras et un cutter sous son lit",
        "il a des coupures, et j'ai trouvé des lames de rasoir",
      ],
      miss: [
        "j'ai acheté des lames de rasoir et un pull à manches longues",
        "le cutter de l'atelier a laissé des coupures sur mes doigts en bricolant",
        "des lames pour le rabot, et des cicatrices de la vieille table",
      ],
      wholeMessage: true,
      unless: /\b(?:achete|atelier|bricol\w*|rabot|table|menuiserie|rasage|barbe)\b/,
    },
  ),
  F(
    "direct",
    "fr-direct",
    3,
    `${NOT2}\\b(?:jai |ai |je suis )?decidee? de (?:mourir|me tuer|me suicider|partir pour de bon|en finir)\\b(?! avec (?!(?:la|ma|cette) vie\\b|tout\\b))` +
      "|\\bplus (?:aucune )?envie (?:de vivre|dexister|detre en vie)\\b(?! (?:ici|comme ca|avec|chez|dans|a|en)\\b)",
    {
      match: ["j'ai décidé de mourir", "j'ai plus envie d'exister", "je suis décidée de me tuer"],
      miss: ["j'ai décidé d'en finir avec ce projet", "plus envie de vivre à Paris", "je n'ai jamais décidé de mourir, c'est la maladie"],
    },
  ),
  F(
    "means",
    "fr-overdose",
    2,
    "\\b(?:(?:vais|veux|voudrais|pense a) (?:\\w+ )?(?:avaler|prendre)|envie davaler|envie de prendre) (?:tous|toutes) (?:mes|les) (?:cachets|comprimes|medicaments|medocs|somniferes|pilules)\\b(?! (?:du matin|du soir|avec|comme|prescrits|prescrites)\\b)",
    {
      match: [
        "je vais prendre toutes mes pilules ce soir",
        "je vais avaler tous mes cachets ce soir",
        "j'ai envie d'avaler toutes les pilules",
        "je pense à avaler tous mes somnifères",
      ],
      miss: [
        "je vais avaler tous mes cachets du matin",
        "je dois avaler tous les comprimés avec de l'eau",
        "je vais avaler tous mes médicaments comme prescrit",
      ],
    },
  ),
  F(
    "self-harm",
    "fr-self-harm",
    3,
    "\\bme suis (?:encore|de nouveau|a nouveau) (?:coupee?|scarifiee?|tailladee?|mutilee?|brulee? expres)\\b(?! (?:en|avec le couteau|au doigt|le doigt|les (?:ongles|cheveux|frange|pieds))\\b)",
    {
      match: ["je me suis encore coupée", "je me suis de nouveau scarifié cette nuit", "je me suis encore brûlée exprès"],
      miss: [
        "je me suis encore coupé en cuisinant",
        "je me suis encore coupée au doigt avec le papier",
        "je me suis encore brûlée avec le four",
        "je me suis encore coupé les ongles trop court",
      ],
      unless: /\b(?:cuisin\w*|four|poele|couteau|papier|rasoir|rasant|legumes|pain|fer a repasser|ongles|cheveux)\b/,
    },
  ),
  F("goodbye", "fr-last-post", 2, "\\bcest la fin pour moi\\b(?! (?:au|a la|dans|ici au)\\b)", {
    match: ["c'est la fin pour moi, adieu", "je crois que c'est la fin pour moi.", "voilà, c'est la fin pour moi"],
    miss: [
      "c'est la fin pour moi au club de foot",
      "c'est la fin pour moi dans cette boîte, je démissionne",
      "c'est la fin pour moi ce semestre, vacances !",
    ],
    unless: new RegExp(`${BREAK.source}|\\b(?:club|equipe|match|saison|boite|boulot|travail|demission\\w*|semestre|stage)\\b`),
  }),
  F(
    "hopeless",
    "fr-pointless",
    2,
    "\\b(?:ma vie|la vie|vivre) ne vaut (?:plus|pas) (?:rien|la peine)\\b|\\b(?:supporte|supporter) plus (?:de vivre|la vie|ma vie|dexister|detre en vie)\\b" +
      "|\\bmieux (?:pour (?:tout le monde|tous|eux|vous|elle|lui) )?si (?:je )?(?:mourais|disparaissais|netais plus la|etais plus la|etais morte?)\\b",
    {
      match: ["ma vie ne vaut plus rien", "je ne supporte plus de vivre", "ce serait mieux pour tout le monde si je mourais"],
      miss: [
        "ce film ne vaut pas la peine",
        "je ne supporte plus de vivre avec mon coloc bordélique",
        "ce serait mieux si je partais plus tôt au boulot",
      ],
      unless: /\b(?:coloc|colocataire|voisin|voisins|boulot|travail|appart)\b/,
    },
  ),
  // ---- second pass: plain and indirect ways still missed.
  F(
    "spiritual-exit",
    "fr-soul-before",
    2,
    "\\bprepar\\w* (?:son|mon|ma|notre) (?:ame|esprit)(?: \\w+){0,2} avant(?= *(?:$|[.,!?;])| de (?:partir|mourir|men aller|sen aller)\\b| (?:le|mon) (?:grand |dernier )?(?:depart|saut|passage|voyage)\\b)",
    {
      match: [
        "je voulais savoir comment on prépare son âme avant",
        "comment préparer mon âme avant de partir ?",
        "je prépare mon âme avant le grand départ",
      ],
      miss: [
        "comment préparer son âme avant le carême",
        "préparer son esprit avant un examen",
        "comment préparer son âme avant la confession du dimanche",
      ],
    },
  ),
  F(
    "wish-to-die",
    "fr-proverb-true",
    2,
    "\\bmieux vaut (?:mourir|etre morte?)\\b(?! de rire).{0,140}\\b(?:je commence a (?:le )?(?:croire|penser|trouver|me dire)|jen viens a (?:le )?(?:croire|penser)" +
      "|je (?:crois|pense|trouve) (?:que )?(?:cest|ils ont|elle a|il a|quelle a|quil a|quils ont) (?:bien )?(?:vrai|raison))\\b",
    {
      wholeMessage: true,
      match: [
        "au village on dit que mieux vaut mourir que vivre dans la honte. je commence à trouver que c'est vrai",
        "mieux vaut être mort que seul, j'en viens à le croire",
        "ma grand-mère disait mieux vaut mourir que mendier. je crois qu'elle a raison",
      ],
      miss: [
        "mieux vaut mourir de rire que d'ennui, je crois que c'est vrai haha",
        "mieux vaut mourir debout que vivre à genoux, disait zapata",
        "je commence à croire qu'il va pleuvoir",
      ],
    },
  ),
  F(
    "wish-to-die",
    "fr-tired",
    2,
    "\\b(?:tanne|tannee|ecoeure|ecoeuree|fatigue|fatiguee|las|lasse|epuise|epuisee|bleme) de (?:toute?|tout ca)\\b.{0,80}\\b(?:dexister|de vivre|detre en vie|de respirer)\\b",
    {
      wholeMessage: true,
      match: [
        "tse quand tes juste tanné de toute. pas de ta job, de toute. d'exister.",
        "fatigué de tout. de vivre surtout",
        "lasse de tout, même d'exister",
      ],
      miss: ["tanné de toute la neige, vivement l'été", "fatigué de tout ce bruit au bureau", "épuisée de tout, vivement les vacances"],
    },
  ),
  F(
    "spiritual-exit",
    "fr-god-forgive",
    2,
    "\\b(?:dieu|allah|quallah|le seigneur|jesus) (?:\\w+ ){0,3}pardonn\\w* (?:\\w+ ){0,4}(?:nen peu[xt] plus|nen pouvai[st] plus|nen pouvons plus" +
      "|part\\w* avant (?:lheure|son heure|leur heure|mon heure)|abandonn\\w* la vie|lache la vie)\\b",
    {
      match: [
        "est-ce qu'allah pardonne à celui qui n'en peut plus ?",
        "dieu me pardonnera si je n'en peux plus ?",
        "est-ce que dieu pardonne à ceux qui partent avant leur heure",
      ],
      miss: ["dieu pardonne à ceux qui se repentent", "allah pardonne-t-il les péchés ?", "dieu me pardonnera d'avoir menti à ma mère"],
    },
  ),
  F(
    "wish-to-die",
    "fr-give-them",
    3,
    "\\b(?:prefer\\w*|aimerai\\w*|voudrai\\w*) (?:un (?:fils|enfant)|une fille|me voir|que je sois|que je soi) morte?s?\\b.{0,160}\\b(?:leur|lui) (?:donner|offrir|faire) " +
      "(?:ce quils? (?:veu\\w+|voulai\\w+)|ce quelle (?:veut|voulait)|ce plaisir)",
    {
      wholeMessage: true,
      match: [
        "mes parents ont dit qu'ils préféraient un fils mort qu'un fils gay. peut-être que je vais leur donner ce qu'ils veulent",
        "ma mère voudrait me voir morte. je vais peut-être lui donner ce qu'elle veut",
        "ils aimeraient que je sois mort, je vais leur faire ce plaisir",
      ],
      miss: [
        "mes parents ont dit qu'ils préféraient un fils mort qu'un fils gay, je les déteste",
        "je vais leur donner ce qu'ils veulent : des bonnes notes",
        "ils préféraient une fille, ils m'aiment quand même",
      ],
    },
  ),
  F("plan-time", "fr-no-plans-after", 2, "\\b(?:jai|ai|nai|a|na) (?:plus|pu) (?:aucun |de )?projets? (?:pour |d)?apres\\b", {
    match: ["j'ai plus aucun projet pour après noël", "je n'ai plus de projets pour après l'été", "j'ai pu de projet pour après"],
    miss: [
      "je n'ai pas encore de projet pour après le bac",
      "on a plein de projets pour après noël",
      "j'ai plus aucun projet pour le week-end",
    ],
  }),
  F(
    "means",
    "fr-height-works",
    2,
    "\\b(?:hauteur|etages?) (?:du|de la|dun|dune|de l) ?(?:parking|pont|immeuble|tour|falaise|viaduc|toit|batiment|barrage)\\b(?: \\w+){0,3} pour " +
      "(?:que (?:ca|cela) (?:marche|fonctionne|suffise)|ne pas (?:se |me )?rater|mourir|(?:ne )?pas survivre)\\b" +
      "|\\bassez haut pour (?:mourir|ne pas (?:se |me )?rater|(?:ne )?pas survivre|que (?:ca|cela) (?:marche|suffise))\\b",
    {
      match: [
        "mon collègue a dit en riant qu'il avait calculé la hauteur du parking pour que ça marche du premier coup",
        "est-ce que le pont est assez haut pour mourir",
        "la hauteur du pont pour ne pas se rater",
      ],
      miss: [
        "la hauteur du pont pour que les camions passent",
        "assez haut pour voir la mer",
        "calculer la hauteur de la tour pour un exercice de maths",
      ],
      unless: /\b(?:exercice|maths?|camions?|bus|vehicules?)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-cover-trip",
    2,
    "\\b(?:dit|raconte|fait croire)\\w* (?:a \\w+ |aux \\w+ )?que je (?:partais|pars|partirai|vais partir) (?:en voyage|loin|pour longtemps)\\b.{0,80}\\b" +
      "(?:cest|ce nest|c est|ce sera) pas (?:vraiment |tout a fait )?(?:un )?(?:vrai )?voyage\\b" +
      "|\\bun voyage (?:dont|do not|dou) (?:on|je) ne (?:reviens?|revient|reviendrai) pas\\b(?! (?:indemne|pareil|le meme|la meme))",
    {
      wholeMessage: true,
      match: [
        "j'ai donné mon vélo et mes plantes aux voisins, j'ai dit que je partais en voyage. c'est pas vraiment un voyage",
        "je leur ai fait croire que je pars loin. ce n'est pas un vrai voyage",
        "je pars pour un voyage dont on ne revient pas",
      ],
      miss: [
        "j'ai dit que je partais en voyage mais c'était un stage",
        "un voyage dont on ne revient pas indemne, ce trek au népal",
        "ce n'est pas vraiment un voyage, juste un aller-retour à lyon",
      ],
    },
  ),
  F(
    "plan-time",
    "fr-decided-when",
    2,
    "\\b(?:ce soir|cette nuit|demain(?: soir| matin)?|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir| matin| prochain)?|le \\d{1,2} \\w+) (?:cest|c est|ce sera) (?:decide|fixe|acte)(?= *(?:$|[.!]))",
    {
      match: ["jeudi soir c'est décidé. merci pour les textes sur la paix", "cette nuit c'est décidé", "demain c'est acté."],
      miss: ["jeudi soir c'est décidé, on va au resto", "samedi c'est fixé pour la fête", "demain c'est décidé : déménagement à 9h"],
      unless:
        /\b(?:fete|soiree|resto|restaurant|anniv\w*|mariage|match|concert|vacances|voyage|cine|cinema|repas|diner|sortie|rendez vous|rdv|demenag\w*|entretien|examen|reunion)\b/,
    },
  ),
  F(
    "not-being-here",
    "fr-only-left",
    2,
    "\\bil (?:ne )?me reste (?:plus |pu )?qua (?:partir|mourir|disparaitre|en finir|men aller|tirer ma reverence)\\b" +
      "(?! (?:en|au|aux|a|pour|de|chez|dici|demain|travailler|bosser|faire|vivre|attendre|bientot)\\b)",
    {
      match: [
        "parce que moi j'ai déjà tout lâché. il me reste plus qu'à partir",
        "il ne me reste plus qu'à mourir",
        "il me reste qu'à disparaître",
      ],
      miss: [
        "il me reste plus qu'à partir en vacances",
        "il ne me reste qu'à partir au boulot",
        "ma valise est prête, il me reste plus qu'à partir",
      ],
      unless: /\b(?:valise|bagages?|vacances|aeroport|gare|train|avion|voyage|taxi|boulot|travail)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-arrangements",
    2,
    "\\b(?:vide|vider|videe) (?:mon|tout mon|mon petit) (?:appart|appartement|studio|logement)\\b(?: \\w+){0,3} (?:resilie|resilier|annule|annuler|ferme|fermer)\\w* (?:mon|mes|tous mes) (?:forfait|abonnements?|comptes?|contrat|bail)\\b" +
      "|\\b(?:resilie|annule|ferme)\\w* (?:mon|mes|tous mes) (?:forfait|abonnements?|comptes?|contrat|bail)\\b(?: \\w+){0,3} (?:vide|vider|videe) (?:mon|tout mon) (?:appart|appartement|studio|logement)\\b",
    {
      match: [
        "j'ai aussi vidé mon appart et résilié mon forfait",
        "j'ai résilié tous mes abonnements et vidé mon appartement",
        "je vais vider mon studio et fermer mes comptes",
      ],
      miss: [
        "je déménage à lyon : j'ai vidé mon appart et résilié mon forfait",
        "j'ai vidé mon appart et résilié mon bail, départ en erasmus",
        "j'ai vidé mon frigo et résilié mon forfait",
      ],
      unless: new RegExp(
        `${CLEARING.source}|${FAREWELL.source}|\\b(?:emmenag\\w*|nouvel appart|colocation|erasmus|etudes|fin du bail|copain|copine|ensemble)\\b`,
      ),
    },
  ),
  F(
    "spiritual-exit",
    "fr-prayer-trip",
    1,
    "\\bpriere pour (?:le|mon) (?:dernier |grand )?(?:voyage|depart)\\b|\\bje range avant de partir(?= *(?:$|[.,!?]))",
    {
      match: [
        "vous pouvez me donner une prière pour le voyage ?",
        "au fond je range avant de partir.",
        "une prière pour mon dernier voyage",
      ],
      miss: ["une prière pour le voyage en avion demain", "je range avant de partir en vacances", "la prière pour le voyage à la mecque"],
      unless: /\b(?:avion|vol|route|vacances|pelerinage|omra|hajj|la mecque|lourdes|aeroport|train|voiture|bateau)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-not-worry",
    2,
    "\\b(?:j|n|jn|q|qu|tu n|vous n)?aur(?:a|as|ai|ais|ait|ez|ons|ont) (?:plus|pu|pus) (?:besoin |a )?(?:de )?(?:tinquieter|minquieter|sinquieter|vous inquieter|inquieter" +
      "|te faire du souci|vous faire du souci|vous en faire|ten faire|men faire|sen faire) pour (?:moi|elle|lui)\\b",
    {
      match: [
        "ce matin elle m'a dit qu'après dimanche j'aurai plus besoin de m'inquiéter pour elle",
        "tu n'auras plus à t'inquiéter pour moi",
        "vous n'aurez plus besoin de vous en faire pour moi",
      ],
      miss: [
        "tu n'auras plus besoin de t'inquiéter pour moi, j'ai trouvé un travail",
        "elle n'aura plus besoin de s'inquiéter pour lui, il est guéri",
        "je n'aurai plus à m'inquiéter pour le loyer",
      ],
      unless: /\b(?:trouve|gueri|guerie|reussi|admise?|permis|diplome|boulot|travail|job|operation|vaccin\w*|assurance)\b/,
    },
  ),
  F(
    "means",
    "fr-free-soon",
    3,
    "\\b(?:bientot|enfin|demain|ce soir) (?:libre|libere|liberee|en paix)\\b[^.]{0,60}\\b(?:rails?|voie ferree|voies ferrees|pont|falaise|corde|medocs|cachets)\\b" +
      "|\\b(?:rails?|voie ferree|pont|falaise|corde)\\b[^.]{0,60}\\b(?:bientot|enfin|ce soir) (?:libre|libere|liberee|en paix)\\b",
    {
      match: [
        'une élève a posté "bientôt libre" avec une photo des rails près du lycée',
        "la corde est prête, bientôt libre",
        "bientôt en paix, j'ai assez de cachets",
      ],
      miss: [
        "bientôt libre, dernier jour de boulot",
        "enfin libre après le bac, photo des copains",
        "enfin libre : vacances au pied de la falaise d'étretat",
      ],
      unless: /\b(?:vacances|examens?|bac|boulot|prison|conditionnelle|randonnee|escalade)\b/,
    },
  ),
  F(
    "spiritual-exit",
    "fr-door-open",
    2,
    "\\bporte (?:reste |est |restera )?(?:toujours )?(?:ouverte|de sortie)\\b.{0,150}\\b(?:pret|prete|decide|decidee) a la (?:franchir|passer|prendre)\\b",
    {
      wholeMessage: true,
      match: [
        "les stoïciens disaient que la porte reste toujours ouverte. je crois que je suis prêt à la franchir",
        "la porte de sortie existe. je suis prête à la prendre",
        "la porte est ouverte, je suis décidé à la passer ce soir",
      ],
      miss: [
        "la porte est ouverte, je suis prêt à la fermer",
        "la porte de sortie du parking, je suis prêt à la repeindre",
        "prêt à franchir la ligne d'arrivée",
      ],
    },
  ),
  F(
    "goodbye",
    "fr-not-their-fault",
    2,
    "\\b(?:que|qu) (?:ma|mon|mes) (?:mere|pere|parents|maman|papa|soeur|frere|femme|mari|copine|copain|famille|enfants?|fils|fille|proches) (?:\\w+ ){0,2}" +
      "(?:sache|sachent|comprenne|comprennent) que (?:ce nest|cest|cetait|ce netait|ce sera) (?:pas|pa) (?:de )?(?:sa|leur|ta|votre) faute\\b",
    {
      match: [
        "je voudrais que ma mère sache que ce n'est pas sa faute",
        "il faut que mes parents sachent que ce n'est pas leur faute",
        "je veux que mon frère comprenne que ce n'était pas sa faute",
      ],
      miss: [
        "je veux que ma fille sache que ce n'est pas sa faute si on divorce",
        "je voudrais que ma mère sache que j'ai réussi",
        "je veux que mon fils sache que ce n'est pas sa faute si on se sépare",
      ],
      unless: /\b(?:divorc\w*|separation|separe\w*|accident|licenci\w*|maladie|rupture|handicap|autisme)\b/,
    },
  ),
  F(
    "means",
    "fr-train-nonstop",
    2,
    "\\ba quelle heure (?:passe|passent) (?:le|les) (?:\\w+ ){0,2}(?:train|tgv|ter|rer|intercites|fret)s?\\b(?: \\w+){0,3} (?:qui ne (?:sarrete|sarretent|ralenti\\w*) pas|sans (?:sarreter|arret|ralentir))\\b",
    {
      match: [
        "à quelle heure passe le dernier tgv qui ne s'arrête pas dans la petite gare",
        "à quelle heure passent les trains de fret qui ne ralentissent pas",
        "a quelle heure passe le train sans s'arrêter",
      ],
      miss: [
        "à quelle heure passe le dernier tgv pour paris",
        "quel train ne s'arrête pas à melun ?",
        "à quelle heure passe le bus qui ne s'arrête pas",
      ],
    },
  ),
  F(
    "goodbye",
    "fr-last-question",
    2,
    "\\bmerci\\b.{0,80}\\bderniere question\\b.{0,100}\\b(?:les morts|apres (?:la|ma) mort|au dela|audela|paradis|ceux quils? (?:ont|a) laisses?|veiller sur|apres moi)\\b" +
      "|\\b(?:je naurai|jaurai|naurai) (?:bientot|plus jamais) (?:plus )?(?:de|aucune|besoin de poser de) questions?\\b",
    {
      wholeMessage: true,
      match: [
        "merci pour toutes vos réponses. c'est ma dernière question : est-ce que les morts peuvent veiller sur ceux qu'ils ont laissés ?",
        "j'aurai bientôt plus de questions",
        "merci pour tout. dernière question : le paradis existe ?",
      ],
      miss: [
        "merci pour vos réponses, dernière question : combien de farine ?",
        "dernière question : est-ce que le paradis existe dans le bouddhisme ?",
        "je n'aurai plus de questions après l'examen",
      ],
    },
  ),
  F(
    "means",
    "fr-dose-question",
    2,
    "\\b(?:quelle|quel) (?:quantite|dose|nombre)\\b(?: \\w+){0,4} (?:serait|est|serai) (?:dangereuse|dangereux|mortelle|mortel|letale|letal|fatale|fatal)\\b" +
      "|\\bsi (?:on|je) (?:en )?(?:prend|prends|avale|avalais|prenais|avalait|prenait) (?:beaucoup|toute la boite|toute la plaquette|tout|plein) (?:plus )?(?:dun coup|en une fois|a la fois)\\b",
    {
      match: [
        "quelle quantité serait dangereuse pour un adulte non diabétique ?",
        "et si on en prend beaucoup plus d'un coup ça fait quoi ?",
        "quelle dose est mortelle",
      ],
      miss: [
        "quelle dose est dangereuse pour mon chien",
        "quelle quantité de sel est dangereuse pour un bébé",
        "si on prend tout d'un coup le train c'est moins cher",
      ],
      unless: new RegExp(`${ANIMAL.source}|\\b(?:bebe|enfant|nourrisson|train|bus|billets?|sel|sucre|cafe|alcool au volant)\\b`),
    },
  ),
  F(
    "wish-to-die",
    "fr-no-wake",
    3,
    "\\b(?:mendormir|men dormir|dormir)\\b(?: \\w+){0,2} (?:pis|et|puis|pi) (?:ne )?(?:pas|plus|jamais|pu) (?:me )?reveiller\\b",
    {
      match: [
        "chu pu capable, tse. j'aimerais juste m'endormir pis pas me réveiller",
        "je veux dormir et ne plus me réveiller",
        "m'endormir ce soir et jamais me réveiller",
      ],
      miss: [
        "dormir et ne pas me réveiller avant midi dimanche",
        "m'endormir tôt et pas me réveiller la nuit pour le bébé",
        "dormir pis pas me réveiller avant 10h",
      ],
      unless: /\b(?:avant (?:midi|\d+h|\d+ ?heures)|la nuit pour|bebe|grasse matinee)\b/,
    },
  ),
  F("hopeless", "fr-cant-go-on", 2, "\\b(?:chu|jsuis|je suis|suis|jsus) (?:pu|plus|pus) capable\\b(?= *(?:$|[.,!]| tse))", {
    match: ["chu pu capable, tse.", "je suis plus capable.", "jsuis pu capable"],
    miss: ["je suis plus capable de courir 10 km", "chu pu capable de manger ça", "je suis plus capable que lui"],
  }),
  F(
    "wish-to-die",
    "fr-erase",
    2,
    "\\b(?:envie de|veux|voudrais|aimerais) (?:juste |seulement )?(?:meffacer|m effacer)\\b(?! (?:de (?:la|ce|cette) (?:photo|liste|groupe|video)|des reseaux))|\\bcomme si (?:je navais|javais|jaurais) jamais existe\\b",
    {
      match: [
        "j'ai envie de m'effacer, qu'on m'oublie, comme si j'avais jamais existé",
        "je voudrais juste m'effacer",
        "disparaître comme si je n'avais jamais existé",
      ],
      miss: ["je veux m'effacer de la photo de groupe", "envie de m'effacer des réseaux", "il m'a ignoré comme si j'existais pas"],
    },
  ),
  F(
    "means",
    "fr-stockpile",
    2,
    "\\b(?:fait|faire|fais|garde|gardee?) (?:des |mes )?(?:reserves?|stocks?|provisions?) (?:de |d)(?:mes |ses )?(?:somniferes|cachets|comprimes|medicaments|medocs|pilules|anxiolytiques|antidepresseurs|doliprane|paracetamol|insuline)\\b",
    {
      match: [
        "j'ai fait des réserves de mes somnifères depuis un mois. au cas où.",
        "je garde des stocks de cachets",
        "elle fait des provisions de médocs",
      ],
      miss: [
        "j'ai fait des réserves de pâtes",
        "la pharmacie fait des stocks de doliprane pour l'hiver",
        "je fais des réserves de médicaments pour le voyage en afrique",
      ],
      unless: /\b(?:pharmacie|hiver|voyage|vacances|pharmacien\w*|expedition|trek)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-farewell-group",
    2,
    "\\bmerci pour tout\\b.{0,80}\\bprenez soin de vous\\b.{0,30}\\b(?:je men vais|je pars|adieu|je men vais pour de bon)\\b",
    {
      wholeMessage: true,
      match: [
        "la team, merci pour tout. vous êtes les meilleurs. prenez soin de vous, moi je m'en vais",
        "merci pour tout, prenez soin de vous. adieu",
        "merci pour tout les amis, prenez soin de vous, je pars",
      ],
      miss: [
        "merci pour tout, prenez soin de vous, je pars à la retraite",
        "merci pour tout les collègues, prenez soin de vous, je pars au canada",
        "prenez soin de vous, je m'en vais",
      ],
      unless: FAREWELL,
    },
  ),
  F("eating", "fr-why-eat", 2, "\\ba quoi (?:ca|bon|cela) (?:sert )?(?:de )?(?:se nourrir|me nourrir|manger)(?= *(?:$|[.,!?]))", {
    match: ["j'ai pas faim et de toute façon à quoi ça sert de se nourrir", "à quoi bon manger ?", "a quoi ca sert de me nourrir."],
    miss: ["à quoi ça sert de manger bio", "à quoi sert de manger des fibres", "à quoi ça sert de manger lentement, demande mon fils"],
  }),
  F("means", "fr-fall-time", 2, "\\bcombien de (?:temps|secondes)\\b(?: \\w+){0,4} (?:pour )?tomber (?:jusqua|jusqu a|dans|du haut)\\b", {
    match: [
      "je me demande combien de temps ça prend pour tomber jusqu'à l'eau",
      "combien de secondes pour tomber du haut du pont",
      "combien de temps il faut pour tomber dans le vide",
    ],
    miss: [
      "exercice de physique : combien de temps pour tomber jusqu'au sol, une pierre",
      "combien de temps pour tomber enceinte",
      "combien de temps la neige met pour tomber",
    ],
    unless: /\b(?:exercice|physique|pierre|caillou|objet|balle|enceinte|neige)\b/,
  }),
  F(
    "goodbye",
    "fr-letter-found",
    2,
    "\\blettres?\\b.{0,60}\\b(?:la |les )?trouver(?:a|ont|ez|as)\\b(?! (?:a la poste|dans (?:la|sa) boite aux lettres))",
    {
      wholeMessage: true,
      match: [
        "j'ai écrit une lettre à ma mère. elle la trouvera dans mon sac. c'est mieux comme ça",
        "une lettre pour lui, il la trouvera demain",
        "les lettres sont prêtes, ils les trouveront",
      ],
      miss: [
        "j'ai posté la lettre, elle la trouvera dans sa boîte aux lettres",
        "une lettre de motivation, tu trouveras un modèle en ligne",
        "lettre au père noël, il la trouvera sous le sapin",
      ],
      unless: /\b(?:noel|motivation|modele|anniversaire|saint valentin|cadeau)\b/,
    },
  ),
  F("means", "fr-platform", 2, "\\bau bord du quai\\b.{0,40}\\b(?:les |le )?(?:laisse passer|regarde passer)\\b", {
    match: [
      "je reste au bord du quai et je les laisse passer",
      "au bord du quai, je regarde passer les trains",
      "je me tiens au bord du quai et je le laisse passer",
    ],
    miss: [
      "au bord du quai de seine, je regarde passer les péniches",
      "restez au bord du quai, laissez passer les voyageurs",
      "le bateau au bord du quai laisse passer",
    ],
    unless: /\b(?:seine|peniches?|bateau|voyageurs|rhone|port)\b/,
  }),
  F(
    "burden",
    "fr-unnoticed",
    2,
    "\\bsi je (?:creve|meurs|mourais|crevais|disparais|disparaissais)\\b(?: \\w+){0,2} (?:personne|pas un chat|nul) (?:ne )?(?:le |sen |men )?(?:remarquera|remarquerait|verra|verrait|rendra compte|rendrait compte|saura|saurait)\\b",
    {
      match: [
        "si je crève demain personne le remarquera avant une semaine",
        "si je meurs ce soir personne ne s'en rendra compte",
        "si je disparaissais personne le verrait",
      ],
      miss: [
        "si je meurs de faim, personne ne me donne à manger ici lol",
        "si je disparais une heure personne le remarquera au bureau",
        "si je crève de chaud personne le verra",
      ],
      unless: /\b(?:bureau|de faim|de chaud|de froid|lol|une heure|cours)\b/,
    },
  ),
  F("hopeless", "fr-why-stay", 2, "\\b(?:alors |donc |mais )?pourquoi rester\\b(?= *(?:$|[?.!]))", {
    match: ["la vie c'est souffrance. alors pourquoi rester? sérieux", "tout est vide. pourquoi rester ?", "donc pourquoi rester."],
    miss: ["pourquoi rester dans ce job ?", "la soirée est nulle, pourquoi rester ?", "pourquoi rester à paris en août"],
    unless: /\b(?:soiree|fete|boulot|job|ville|travail|relation|couple|equipe|club|cours|reunion|appart)\b/,
  }),
  F("wish-to-die", "fr-wish", 3, "\\bune vie (?:que|dont|do not) je (?:ne )?(?:veux|voulais|veut) (?:plus|pu|pas)\\b", {
    match: [
      "j'arrête mon traitement. ça sert à rien de soigner une vie que je veux plus",
      "une vie dont je ne veux plus",
      "une vie que je veux pu",
    ],
    miss: ["une vie que je veux vivre", "une vie que je veux pleinement", "une vie dont je rêve"],
  }),
  F(
    "spiritual-exit",
    "fr-join-dead",
    2,
    "\\b(?:est parti|est partie|est mort|est morte|deces|decede|decedee|nous a quittes?|mort de)\\b.{0,80}\\b(?:veu[xt]|voudrai[st]?|j?aimerai[st]?|envie de) (?:juste )?(?:le|la|les) rejoindre\\b",
    {
      wholeMessage: true,
      match: [
        "ma grand-mère refuse de manger depuis que papi est parti, elle dit qu'elle veut le rejoindre",
        "depuis le décès de maman je veux la rejoindre",
        "mon mari est mort, j'aimerais le rejoindre",
      ],
      miss: [
        "il est parti à lyon, elle veut le rejoindre cet été",
        "mon fils est parti en erasmus, je veux le rejoindre à noël",
        "il est mort de rire, je veux le rejoindre au bar",
      ],
      unless: /\b(?:lyon|paris|erasmus|cet ete|a noel|au bar|en vacances|travail|canada|demenag\w*)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-giving",
    2,
    "\\b(?:donne|distribue|offert)\\w* (?:toutes |tous )?ses (?:affaires|choses|biens|objets|bijoux|vetements|jeux|livres)\\b",
    {
      match: [
        "ma soeur a donné tous ses bijoux à ses copines cette semaine",
        "il a distribué ses affaires à ses potes",
        "elle a offert toutes ses choses",
      ],
      miss: [
        "il a donné ses affaires à une association avant de déménager",
        "elle a donné ses vêtements trop petits",
        "il a offert ses jeux à son petit frère pour noël",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:association|trop petits?|noel|anniversaire|demenag\\w*|emmaus|vide grenier)\\b`),
    },
  ),
  F(
    "not-being-here",
    "fr-not-there-at",
    2,
    '\\b(?:sera|serai|serais|serait) "?(?:plus|pu|pus|pas) la (?:a|pour|avant) (?:noel|paques|lete|son anniversaire|mon anniversaire|la rentree|nouvel an|la fin de|ses \\d+ ans|mes \\d+ ans)',
    {
      match: [
        'un élève a écrit dans une rédaction qu\'il sera "plus là à noël"',
        "je serai plus là pour mon anniversaire",
        "elle a dit qu'elle serait pas là avant la rentrée",
      ],
      miss: [
        "je serai pas là à noël, je suis chez mes beaux parents",
        "il sera plus là pour la rentrée, il change d'école",
        "je serai pas là à noël, on part au ski",
      ],
      unless: /\b(?:beaux parents|chez (?:mes|ma|mon)|change decole|demenag\w*|au ski|en vacances|voyage|part(?:ons)? en|travail|boulot)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-pet-letting-go",
    2,
    "\\b(?:lacher|quitter|laisser) (?:tous|toutes|tout le monde)\\b.{0,80}\\bconfie\\w* (?:mon|ma) (?:chat|chien|chatte|chienne|lapin|perroquet)\\b" +
      "|\\bconfie\\w* (?:mon|ma) (?:chat|chien|chatte|chienne|lapin|perroquet)\\b.{0,80}\\b(?:lacher|quitter|laisser) (?:tous|toutes|tout le monde)\\b",
    {
      wholeMessage: true,
      match: [
        "parce que je vais bientôt devoir les lâcher tous. j'ai déjà confié mon chat à ma voisine hier",
        "j'ai confié mon chien à mon frère, je vais quitter tout le monde",
        "je dois laisser tout le monde. j'ai confié ma chatte à une amie",
      ],
      miss: [
        "j'ai confié mon chat à ma voisine pour les vacances",
        "je vais quitter tous mes collègues, j'ai confié mon chat à ma mère pendant le déménagement",
        "confié mon chien au pet sitter",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:vacances|voyage|pendant|hopital|pet sitter|week end)\\b`),
    },
  ),
  F(
    "goodbye",
    "fr-keep-my-things",
    2,
    "\\btu (?:pourras|peux|pourrais) garder (?:mes|ma|mon) (?:plantes|chat|chien|affaires|guitare|velo|livres|console|vinyles)\\b(?!(?: \\w+){0,3} (?:pendant|cet ete|ce week end|quand|jusqua))",
    {
      match: ['ce soir il m\'a dit "tu pourras garder mes plantes"', "tu peux garder ma guitare.", "tu pourrais garder mon chat, toujours"],
      miss: [
        "tu pourras garder mes plantes pendant les vacances ?",
        "tu peux garder mon chat ce week-end ?",
        "tu pourrais garder mon vélo jusqu'à lundi",
      ],
      unless: /\b(?:vacances|week end|voyage|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine prochaine)\b/,
    },
  ),
  F(
    "goodbye",
    "fr-reported-goodbye",
    2,
    "\\b(?:message|texto|sms)\\b (?:\\w+ )?(?:chelou|bizarre|etrange|inquietant)\\b.{0,60}\\b(?:tu vas me manquer|prends soin de toi)\\b",
    {
      wholeMessage: true,
      match: [
        'mon meilleur pote m\'a envoyé un message chelou: "prends soin de toi, tu vas me manquer". on devait se voir demain',
        "texto bizarre de ma soeur : tu vas me manquer",
        "un sms étrange, juste prends soin de toi",
      ],
      miss: [
        "message bizarre de la banque, prends soin de toi qu'il dit lol",
        "un message chelou d'un inconnu",
        "tu vas me manquer, message bizarre mais mignon avant son erasmus",
      ],
      unless: /\b(?:banque|lol|erasmus|demenag\w*|voyage|vacances)\b/,
    },
  ),
  F("hopeless", "fr-rock", 2, `${NOT}\\b(?:veux|peux|veut|peut|vais) (?:plus|pu) (?:pousser|porter|rouler) (?:mon|ce|le) rocher\\b`, {
    match: [
      "je crois que je ne veux plus pousser mon rocher",
      "je peux plus porter ce rocher",
      "je vais plus pousser mon rocher, c'est fini",
    ],
    miss: [
      "il faut pousser le rocher sur le chantier",
      "je ne veux pas pousser ce rocher tout seul, aide moi",
      "on peut plus rouler le rocher, il est trop lourd",
    ],
    unless: /\b(?:chantier|jardin|trop lourd|aide moi|tracteur)\b/,
  }),
  F(
    "means",
    "fr-rope-dwell",
    2,
    "\\b(?:corde|fusil|carabine|arme|poison|pesticide)\\b[^.]{0,40} (?:que je regarde|je (?:la|le) regarde|a laquelle je pense|auquel je pense)\\b(?: \\w+){0,2} (?:plus quil ne faudrait|trop souvent|souvent|tous les jours|chaque (?:jour|soir)|de plus en plus)\\b",
    {
      match: [
        "il y a une corde dans la grange que je regarde plus qu'il ne faudrait",
        "le fusil dans l'armoire, je le regarde tous les jours",
        "la corde à laquelle je pense trop souvent",
      ],
      miss: [
        "la corde à sauter que je regarde souvent en vidéo",
        "le fusil de chasse que je regarde au musée chaque jour",
        "une corde d'escalade que je regarde souvent en magasin",
      ],
      unless: /\b(?:sauter|video|musee|escalade|magasin|chasse au canard|guitare|violon)\b/,
    },
  ),
  F(
    "burden",
    "fr-burden",
    2,
    "\\bje (?:ne )?(?:sers|sert) (?:plus|pu) a rien\\b(?! (?:au|a la|dans|pour (?:le|la|cette)) (?:match|equipe|cuisine|projet))",
    {
      match: ["je ne sers plus à rien, ni au boulot ni à la maison", "je sers pu à rien", "je sers plus à rien."],
      miss: [
        "je ne sers plus à rien au match, le coach m'a sorti",
        "ce téléphone ne sert plus à rien",
        "je ne sers à rien en cuisine haha",
      ],
    },
  ),
  F(
    "burden",
    "fr-better-without",
    2,
    "\\b(?:mes enfants|ma famille|mon mari|ma femme|mes parents|ils|elles|tout le monde) (?:seraient|serait) (?:bien |tellement )?mieux (?:sans moi|chez (?:leur|son|sa) (?:pere|mere)|avec (?:leur|son|sa) (?:pere|mere) qu avec moi|avec (?:leur|son|sa) (?:pere|mere)(?= *(?:$|[.,!])))",
    {
      match: ["mes enfants seraient mieux chez leur père", "ma famille serait mieux sans moi", "ils seraient tellement mieux sans moi"],
      miss: [
        "mes enfants seraient mieux chez leur père pendant les travaux",
        "ils seraient mieux sans moi à la réunion",
        "mes enfants seraient mieux avec leur père ce week-end, je bosse",
      ],
      unless: /\b(?:travaux|reunion|week end|vacances|bosse|je travaille|pendant)\b/,
    },
  ),
  F(
    "means",
    "fr-counting-pills",
    2,
    "\\b(?:surprise?|surpris|mets|met|suis mise?) a compter (?:les|mes) (?:comprimes|cachets|medicaments|pilules|somniferes)\\b",
    {
      match: [
        "je me suis surprise à compter les comprimés dans la pharmacie du service",
        "je me mets à compter mes cachets le soir",
        "surpris à compter mes somnifères",
      ],
      miss: [
        "je compte les comprimés pour le pilulier de mamie",
        "compter les comprimés fait partie de l'inventaire",
        "je me mets à compter les moutons",
      ],
    },
  ),
];

// ---- Sixth round: faith words (asking the Lord to take one in one's sleep, the Virgin to come and fetch one, "on se
// reverra là-haut", leaving of one's own accord for another life), a burden or a curse, letters written.
const GRIEF_FR = /\b(?:decede\w*|deces|est mort|est morte|sont morts|repose en paix|enterrement|obseques|funerailles|rip)\b/;
langFr.push(
  F(
    "wish-to-die",
    "fr6-take-me",
    2,
    "\\b(?:demande|demandais|demander|prie|priais|prier|ai prie|supplie|suppliais|implore)\\b (?:[a-z]+ ){0,6}?" +
      "(?:de me|qu(?:e|il|elle) (?:vienne )?me|pour qu(?:e|il|elle) (?:vienne )?me) (?:prendre|prenne|rappeler|rappelle|chercher|emporter|emporte|reprendre|reprenne)\\b" +
      "(?! (?:en (?:pitie|charge|main)|par la main|dans ses bras|a la gare|au travail|a l ecole|a lecole|au|a la)\\b)",
    {
      match: [
        "je demande au Seigneur chaque soir de me prendre pendant mon sommeil",
        "j'ai prié la Vierge toute la nuit pour qu'elle vienne me chercher",
        "je supplie Dieu de me rappeler à lui",
      ],
      miss: [
        "je prie Dieu de me prendre en pitié",
        "j'ai demandé à ma sœur qu'elle vienne me chercher à la gare",
        "je prie pour qu'il me prenne dans ses bras",
      ],
    },
  ),
  F(
    "burden",
    "fr-burden",
    2,
    "\\b(?:detre|etre|suis|sois|est|cest) (?:un|une) (?:poids|fardeau|boulet|malediction|punition|honte) pour (?:eux|elle|lui|ma famille|sa famille|les miens|tout le monde|mes enfants|mes parents|ses enfants|ses parents)\\b",
    {
      match: [
        "je n'en peux plus d'être un poids pour eux",
        "il dit qu'il est une malédiction pour sa famille",
        "je suis une honte pour mes parents",
      ],
      miss: ["ce sac est un poids pour mon dos", "ce n'est pas un fardeau pour la planète", "c'est une fête pour tout le monde"],
    },
  ),
  F(
    "plan-time",
    "fr6-settled",
    1,
    "\\b(?:demain|ce soir|cette nuit|dimanche|samedi|lundi|bientot)\\b,? (?:cest|ce sera|ca sera|tout sera|ca va etre) (?:regle|fini|termine)\\b|\\b(?:va|vais) regler ca\\b",
    {
      match: ["demain c'est réglé", "ce soir tout sera fini", "il va régler ça"],
      miss: ["demain c'est férié", "ce soir c'est la fête", "il règle ça demain au bureau, c'était facile"],
      modifier: true,
      modifies: ["burden", "wish-to-die", "hopeless", "not-being-here", "goodbye"],
    },
  ),
  F(
    "not-being-here",
    "fr6-mission-done",
    2,
    "\\bma (?:mission|tache|route|place|presence) (?:ici |sur terre |ici bas |en ce monde )?(?:est|etait) (?:finie|terminee|accomplie|achevee)\\b" +
      "|\\b(?:bon|meilleur) moment pour partir\\b(?! en (?:vacances|voyage))",
    {
      match: ["je crois que ma mission ici est finie", "ma tâche sur terre est accomplie", "quel est le bon moment pour partir selon eux"],
      miss: [
        "ma mission au Mali est terminée, je rentre",
        "le bon moment pour partir en vacances",
        "ma route est finie pour aujourd'hui, on dort à l'étape",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:mali|stage|contrat|chantier|etape|letape|aujourdhui|rentre en)\\b`),
    },
  ),
  F(
    "spiritual-exit",
    "fr6-leave-self",
    2,
    "\\b(?:part|partent|partir|pars|partait|parti|partie|partis|partais|vont|va|s en va|sen va)\\b (?:volontairement|de (?:soi|lui|elle|moi|eux) meme|avant (?:son|leur|mon|l) ?heure|avant lheure)\\b" +
      "|\\bcelle ci je la rends\\b|\\bje (?:rends|veux rendre) (?:cette|ma) vie\\b",
    {
      match: [
        "les âmes qui partent volontairement retrouvent-elles leurs proches",
        "et si on part de soi-même, ça compte comment",
        "celle-ci je la rends",
      ],
      miss: ["il est parti volontairement en retraite anticipée", "je pars de chez moi à huit heures", "elle part avant l'heure du dîner"],
      unless: /\b(?:retraite|en vacances|de chez|du travail|diner|dejeuner|train|bus|reunion|cours)\b/,
    },
  ),
  F(
    "spiritual-exit",
    "fr6-for-real",
    1,
    "\\b(?:question serieuse|je demande pour moi|je pose la question pour moi)\\b|\\b(?:pas|non) (?:theorique|academique|par curiosite|pour un devoir|pour un memoire)(?= *(?:[.!?,;]|$))",
    {
      match: ["question sérieuse, pas théorique.", "je demande pour moi", "non académique, pas par curiosité"],
      miss: ["c'est théorique", "je demande pour mon fils", "par curiosité, quelle est la date"],
      modifier: true,
      modifies: ["spiritual-exit", "means", "wish-to-die", "not-being-here", "death-talk"],
    },
  ),
  F(
    "goodbye",
    "fr6-letters",
    2,
    "\\b(?:jai|j ai|ai|avoir) (?:ecrit|fini|termine|prepare) mes lettres\\b|\\bmes lettres (?:dadieu|d adieu|sont ecrites|sont pretes)\\b" +
      "|\\bon se (?:reverra|retrouvera|revoit|retrouve|reverra bientot) (?:la haut|au paradis|au ciel|de lautre cote|dans lautre monde|dans lau dela|dans lautre vie)\\b",
    {
      match: ["j'ai écrit mes lettres, une pour ma mère", "mes lettres d'adieu sont prêtes", "il m'a dit 'on se reverra là-haut'"],
      miss: [
        "j'ai écrit mes lettres de motivation",
        "mamie est décédée, on se reverra là-haut mamie",
        "on se revoit là-haut au deuxième étage",
      ],
      unless: new RegExp(`${GRIEF_FR.source}|\\b(?:motivation|candidature|noel|voeux|etage|refuge|sommet|chalet)\\b`),
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (papers in order, medicines kept, the how looked up).
langFr.push(
  F(
    "goodbye",
    "fr6c-giving",
    2,
    "(?:\\bj ?ai (?:deja )?|, )(?:donne|offert|legue) (?:toute )?(?:ma|mes|mon) (?:bibliotheque|livres|collection|guitare|vinyles|bijoux|montre|console|velo|chat|chien)\\b",
    {
      match: [
        "jai range mes papiers, ecrit a mes fils, donne ma bibliotheque au lycee",
        "j'ai déjà offert mes bijoux à ma nièce",
        "j'ai donné mon chat à une voisine",
      ],
      miss: [
        "jai donne mes livres avant le demenagement",
        "tu as donné ta guitare ?",
        "j'ai donné mes livres à la bibliothèque du quartier, on part en Espagne",
      ],
      unless:
        /\b(?:demenag\w*|maison de retraite|ehpad|residence senior|depart a l ?etranger|expatri\w*|minimalis\w*|on part|je pars vivre|vide[- ]grenier|brocante|trop petit)\b/,
    },
  ),
  F(
    "goodbye",
    "fr6c-affairs",
    1,
    "\\bj ?ai (?:deja )?(?:range|trie|mis en ordre|regle) (?:tous )?(?:mes|toutes mes) (?:papiers|affaires|comptes|dossiers)\\b" +
      "|\\bj ?ai (?:deja )?ecrit (?:une lettre |des lettres |un mot )?a (?:mes|mon|ma|chacun de mes) (?:deux |trois |quatre )?(?:fils|filles|enfants|fille|soeurs?|freres?|parents|proches|amis)\\b",
    {
      match: [
        "j'ai donné ma bibliothèque. j'ai rangé mes papiers",
        "jai ecrit a mes deux fils et donne mes livres",
        "j'ai réglé mes comptes, j'ai donné ma montre",
      ],
      miss: ["tu as rangé tes papiers ?", "j'ai écrit à mes enfants pour noël", "jai trie mes dossiers pour les impots"],
      modifier: true,
      unless: /\b(?:impots|declaration|noel|anniversaire|vacances|demenag\w*|administrati\w*)\b/,
    },
  ),
  F(
    "hopeless",
    "fr6c-cant-carry-life",
    2,
    "\\bje (?:ne |n ?)(?:arrive|parviens) plus a (?:porter|supporter|vivre) (?:ma vie|mon existence|cette vie)\\b|\\bje ne (?:peux|supporte) plus (?:porter )?(?:ma vie|mon existence|cette vie)\\b",
    {
      match: ["je n'arrive plus à porter ma vie", "je ne peux plus porter ma vie", "je ne parviens plus a supporter mon existence"],
      miss: ["je n'arrive plus à porter ce sac", "je ne peux plus porter ma robe de mariée", "j'arrive à porter ma vie autrement"],
    },
  ),
  F(
    "means",
    "fr6c-kept-meds",
    2,
    "\\bj ?ai (?:garde|conserve|mis de cote|cache|stocke|accumule|gardee?s?) (?:les|des|tous les|toutes les|mes|ses) (?:medicaments|medocs|cachets|comprimes|somniferes|pilules)\\b",
    {
      match: [
        "je n'arrive plus à porter ma vie. j'ai gardé les médicaments de mon mari",
        "j'ai mis de côté des somnifères, je n'en peux plus de ma vie et je narrive plus a porter ma vie",
        "jai cache mes cachets. je ne peux plus porter ma vie",
      ],
      miss: [
        "j'ai gardé les médicaments de mon mari, où les rapporter ?",
        "j'ai gardé des comprimés pour le voyage",
        "tu as gardé les cachets ?",
      ],
      needsCompanion: true,
      unless: /\b(?:rapporter|jeter|pharmacie|voyage|vacances|recycl\w*|perime\w*|peremption|cyclamed)\b/,
    },
  ),
  F(
    "plan-time",
    "fr6c-looked-how",
    2,
    "\\bj ?ai (?:deja )?(?:regarde|cherche|verifie|etudie|lu) comment (?:faire|m ?y prendre|proceder)(?= *(?:[.!?;]|$))|\\bj ?ai (?:deja )?(?:regarde|cherche) comment en finir\\b",
    {
      match: ["j'ai déjà regardé comment faire.", "jai cherche comment m'y prendre", "j'ai regardé comment en finir"],
      miss: ["j'ai regardé comment faire une tarte", "j'ai cherché comment faire, mais l'appli plante", "tu as regardé comment faire ?"],
    },
  ),
  F(
    "goodbye",
    "fr6c-pet-entrusted",
    2,
    '\\b(?:a |j ?ai |elle a |il a )?confie (?:son|sa|ses|mon|ma|mes) (?:chat|chatte|chien|chienne|animaux|lapin|perroquet|plantes) a (?:une |un |sa |son |ma |mon )?(?:voisine?|amie?|soeur|frere|collegue|mere|pere|cousine?)\\b(?= "?(?:pour (?:quelque temps|un moment|toujours)|sans))',
    {
      match: [
        'elle a confie son chat a une voisine "pour quelque temps"',
        "il a confié son chien à son frère pour un moment",
        "j'ai confié mon chat à ma soeur pour toujours",
      ],
      miss: [
        "elle a confié son chat à une voisine pendant les vacances",
        "j'ai confié mon chien à mon frère pour le week-end",
        "il a confié ses plantes à sa mère",
      ],
      unless: /\b(?:vacances|voyage|hopital|operation|conge|stage|week ?end|semaine)\b/,
    },
  ),
);
langFr.push(
  F(
    "goodbye",
    "fr6c-farewell-poem",
    1,
    "\\b(?:son|sa|mon|ma) (?:poeme|lettre|message) d ?adieu\\b(?:[a-z ,]*?)\\b(?:pret|prete|fini|finie|termine|terminee|ecrit|ecrite)\\b",
    {
      match: ["elle ma lu le sien, son poeme dadieu etait pret", "mon poème d'adieu est écrit", "sa lettre d'adieu est terminée"],
      miss: ["les poèmes d'adieu des maîtres zen", "une lettre d'adieu dans le roman", "son poème préféré est prêt à imprimer"],
      modifier: true,
    },
  ),
);
