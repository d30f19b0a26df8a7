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
];
