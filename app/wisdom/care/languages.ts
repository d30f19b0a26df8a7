/**
 * The languages the care detector reads and the care answer is written in. Each profile names the common words that
 * tell its language apart (after normalisation: lower case, no accents, no apostrophes) and a pattern for another
 * person named as the subject of a sentence ("mi hija", "mon ami", "mera dost"), so that a sign after it is read as
 * theirs. Dependency-free: no library tells Hindi or Urdu in Latin letters from English, and these few words do.
 */

export const CARE_LANGS = ["en", "es", "fr", "de", "pt", "it", "hi"] as const;
export type CareLang = (typeof CARE_LANGS)[number];

export interface LanguageProfile {
  code: CareLang;
  /** Frequent short words of the language, normalised; two or more in a message point to it. */
  markers: string[];
  /** Regex source: another person as the subject before a sign ("mi hija dice que..."), for attribution. */
  other: string;
}

export const LANGUAGES: Record<CareLang, LanguageProfile> = {
  en: {
    code: "en",
    markers: ["the", "and", "i", "you", "is", "to", "of", "it", "my", "me", "that", "this", "not", "do", "am", "have", "what", "how"],
    other: "",
  },
  es: {
    code: "es",
    markers: [
      "que",
      "por",
      "para",
      "estoy",
      "voy",
      "quiero",
      "tengo",
      "una",
      "los",
      "las",
      "muy",
      "pero",
      "esta",
      "todo",
      "mas",
      "nada",
      "vida",
      "porque",
      "ya",
      "mi",
      "no",
      "yo",
      "el",
      "la",
      "de",
      "y",
      "me",
      "se",
      "con",
      "es",
    ],
    other:
      "\\b(?:mi|su|un|una) (?:hijo|hija|amigo|amiga|novio|novia|esposo|esposa|madre|padre|mama|papa|hermano|hermana|pareja" +
      "|primo|prima|alumno|alumna|abuelo|abuela|companero|companera)s? (?:\\w+ ){0,4}(?:quiere|dice|dijo|habla|hablo|piensa|se|ha" +
      "|tiene|esta|intento|escribio|me escribio|mando)\\b",
  },
  // Markers that other languages share ("de", "la", "que", "se", "es") are listed where a message in this language would
  // otherwise count fewer of its own words than Spanish counts of them: a tie goes to the language listed first.
  fr: {
    code: "fr",
    markers: [
      "je",
      "jai",
      "jen",
      "nai",
      "pas",
      "ne",
      "nest",
      "est",
      "les",
      "des",
      "une",
      "pour",
      "mais",
      "suis",
      "avec",
      "mon",
      "ma",
      "moi",
      "cest",
      "quil",
      "quest",
      "tout",
      "plus",
      "rien",
      "et",
      "la",
      "de",
      "que",
      "vous",
      "dans",
      "mes",
      "veux",
      "etre",
      "quand",
      "bonjour",
      "ce",
      "au",
      "comment",
    ],
    // "mon fils m'a dit qu'il veut...", "ma copine parle de...", "il veut..." (not when the writer speaks of themself after it).
    other:
      "\\b(?:mon|ma|notre|son|sa|un|une) (?:meilleure? |petite? |grande? )?(?:fils|fille|ami|amie|copain|copine|pote|mari|femme|frere|soeur" +
      "|mere|pere|maman|papa|cousin|cousine|oncle|tante|grand mere|grand pere|collegue|eleve|voisin|voisine|coloc|colocataire|enfant|ado" +
      "|petit ami|petite amie|compagnon|compagne|conjoint|conjointe|neveu|niece|patient|patiente|etudiant|etudiante)s? (?:\\w+,? ){0,4}" +
      "(?:dit|disait|veut|voulait|a dit|ma dit|mecrit|ma ecrit|a ecrit|ecrit|pense|parle|menvoie|ma envoye|a envoye|menace|a essaye|a tente" +
      "|repete|raconte|a poste)\\b(?![^.!?]*\\b(?:je|jai|jen|moi)\\b)" +
      "|\\b(?:il|elle) (?:\\w+ ){0,2}(?:dit|veut|a dit|ma dit|mecrit|ma ecrit|ecrit|parle|menace|a essaye|a tente|repete)\\b(?![^.!?]*\\b(?:je|jai|jen|moi)\\b)",
  },
  de: {
    code: "de",
    markers: [
      "ich",
      "nicht",
      "und",
      "ist",
      "das",
      "der",
      "ein",
      "eine",
      "mich",
      "mir",
      "mein",
      "meine",
      "zu",
      "auch",
      "noch",
      "nur",
      "auf",
      "mit",
      "sich",
      "bin",
      "habe",
      "hab",
      "kann",
      "will",
      "wie",
      "wenn",
      "aber",
      "kein",
      "keine",
      "mehr",
      "schon",
      "dass",
      "nichts",
      "es",
      "am",
      "du",
      "fur",
      "fuer",
      "warum",
      "sehr",
      "danke",
      "bei",
      "von",
      "bist",
      "vor",
    ],
    other:
      "\\b(?:mein|meine|meinem|meinen|unser|unsere|sein|seine|ihr|ihre) (?:beste[rn]? )?(?:sohn|tochter|freund|freundin|kumpel|mann|frau|bruder" +
      "|schwester|mutter|vater|mama|papa|cousin|cousine|onkel|tante|oma|opa|kollege|kollegin|schuler|schueler|schulerin|schuelerin|nachbar" +
      "|nachbarin|mitbewohner|mitbewohnerin|kind|partner|partnerin|enkel|enkelin|neffe|nichte|patient|patientin)s? (?:\\w+,? ){0,4}" +
      "(?:sagt|sagte|will|wollte|schreibt|schrieb|geschrieben|gesagt|meint|redet|spricht|droht|versucht|postet|gepostet)\\b" +
      "(?![^.!?]*\\b(?:ich|mich|mir)\\b)" +
      "|\\b(?:er|sie) (?:\\w+ ){0,2}(?:sagt|sagte|will|wollte|schreibt|meint|redet|spricht|droht|versucht)\\b(?![^.!?]*\\b(?:ich|mich|mir)\\b)",
  },
  pt: {
    code: "pt",
    markers: [
      "nao",
      "eu",
      "voce",
      "com",
      "muito",
      "mais",
      "minha",
      "meu",
      "isso",
      "ele",
      "ela",
      "estou",
      "sou",
      "tenho",
      "quero",
      "vou",
      "pra",
      "uma",
      "um",
      "os",
      "o",
      "ja",
      "tudo",
      "tem",
      "to",
      "que",
      "de",
      "se",
      "me",
      "nada",
      "vida",
      "porque",
      "esta",
      "para",
      "no",
      "por",
      "todo",
      "na",
      "pela",
      "pelo",
      "obrigado",
      "obrigada",
    ],
    other:
      "\\b(?:meu|minha|nosso|nossa|seu|sua|um|uma) (?:melhor )?(?:filho|filha|amigo|amiga|namorado|namorada|marido|esposa|mulher|esposo|irmao" +
      "|irma|mae|pai|primo|prima|tio|tia|avo|colega|aluno|aluna|vizinho|vizinha|companheiro|companheira|parceiro|parceira|sobrinho|sobrinha" +
      "|paciente)s? (?:\\w+,? ){0,4}(?:disse|diz|falou|fala|quer|escreveu|mandou|postou|ameacou|tentou|anda dizendo|ta falando|esta falando" +
      "|me disse|me falou|me mandou|me escreveu)\\b(?![^.!?]*\\b(?:eu|estou|sou|mim)\\b)" +
      "|\\b(?:ele|ela) (?:\\w+ ){0,2}(?:disse|diz|falou|fala|quer|escreveu|mandou|tentou|ameacou)\\b(?![^.!?]*\\b(?:eu|estou|sou|mim)\\b)",
  },
  it: {
    code: "it",
    markers: [
      "non",
      "che",
      "sono",
      "ho",
      "mi",
      "il",
      "gli",
      "una",
      "per",
      "ma",
      "piu",
      "io",
      "mio",
      "mia",
      "sei",
      "anche",
      "questo",
      "questa",
      "tutto",
      "niente",
      "voglio",
      "della",
      "di",
      "dal",
      "si",
      "perche",
      "ti",
      "ci",
      "gia",
      "molto",
      "sto",
      "ce",
      "cosa",
      "la",
      "con",
      "se",
      "tutti",
      "oggi",
      "stasera",
      "stanotte",
    ],
    other:
      "\\b(?:mio|mia|nostro|nostra|suo|sua|un|una) (?:migliore )?(?:figlio|figlia|amico|amica|ragazzo|ragazza|fidanzato|fidanzata|marito" +
      "|moglie|fratello|sorella|madre|padre|mamma|papa|cugino|cugina|zio|zia|nonno|nonna|collega|alunno|alunna|studente|studentessa|vicino" +
      "|vicina|compagno|compagna|coinquilino|coinquilina|nipote|paziente)s? (?:\\w+,? ){0,4}(?:dice|ha detto|diceva|vuole|voleva|scrive" +
      "|ha scritto|parla|pensa|mi ha scritto|mi ha detto|continua a dire|minaccia|ha minacciato|ha provato|ha tentato|ha postato)\\b" +
      "(?![^.!?]*\\b(?:io|sono|voglio|vorrei)\\b)" +
      "|\\b(?:lui|lei) (?:\\w+ ){0,2}(?:dice|ha detto|vuole|scrive|ha scritto|parla|minaccia|ha provato|ha tentato)\\b(?![^.!?]*\\b(?:io|sono|voglio|vorrei)\\b)",
  },
  hi: {
    code: "hi",
    markers: [
      "hai",
      "hain",
      "hoon",
      "hu",
      "hun",
      "main",
      "mai",
      "mujhe",
      "mera",
      "meri",
      "mere",
      "nahi",
      "nahin",
      "nhi",
      "nai",
      "kya",
      "ko",
      "ki",
      "ke",
      "ka",
      "se",
      "aur",
      "bhi",
      "koi",
      "kuch",
      "ab",
      "ye",
      "woh",
      "wo",
      "bahut",
      "raha",
      "gaya",
      "yaar",
      "kar",
      "sab",
      "mein",
      "me",
      "to",
      "kaise",
      "kyun",
      "kyu",
      "par",
    ],
    // "mera dost keh raha tha ki woh marna chahta hai", "meri behen ne likha", "woh bol raha hai" (not when the writer says hoon or mujhe after).
    other:
      "\\b(?:mera|meri|mere|hamara|hamari|hamare|uska|uski|uske|ek) (?:best )?(?:beta|beti|dost|friend|bhai|behen|behan|pati|patni|biwi|wife" +
      "|husband|maa|mummy|mumma|ammi|papa|pitaji|abbu|abba|bhabhi|jiju|chacha|chachi|mama|mami|nana|nani|dada|dadi|cousin|colleague|student" +
      "|padosi|padosan|roommate|gf|bf|girlfriend|boyfriend|bhanja|bhanji|bhatija|bhatiji) (?:\\w+,? ){0,5}(?:keh|kaha|bol|likha|likh" +
      "|message|msg|chahta|chahti|text)\\w*(?![^.!?]*\\b(?:hoon|hu|hun|mujhe|main|mai|maine)\\b)" +
      "|\\b(?:woh|wo|vo|voh|usne|unhone) (?:\\w+ ){0,3}(?:keh|kaha|bol|likha|message|msg|chahta|chahti)\\w*(?![^.!?]*\\b(?:hoon|hu|hun|mujhe|maine)\\b)",
  },
};

const MARKER_SETS = CARE_LANGS.map((code) => ({ code, words: new Set(LANGUAGES[code].markers) }));

/**
 * The language a normalised message is most likely written in: the one with the most marker words, at least two of
 * them (one for a very short message) and more than English has; English otherwise.
 */
export function detectLanguage(normalised: string): CareLang {
  const words = normalised.split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.length) return "en";
  const counts = MARKER_SETS.map(({ code, words: set }) => ({ code, n: words.filter((w) => set.has(w)).length }));
  const en = counts.find((c) => c.code === "en")!.n;
  const best = counts.filter((c) => c.code !== "en").sort((a, b) => b.n - a.n)[0];
  const needed = words.length <= 4 ? 1 : 2;
  return best.n >= needed && best.n > en ? best.code : "en";
}
