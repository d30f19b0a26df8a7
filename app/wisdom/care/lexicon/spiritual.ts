import { S, type Signal } from "./parts";

/** Spiritual words beside a sign (a modifier): the soul, prayer, rebirth, a good death. */
export const spiritual: Signal[] = [
  S(
    "spiritual",
    "spirit",
    1,
    "\\b(?:ancestors|family altar|pure land|amida|nembutsu|reincarnat\\w*|hereafter|purgatory|moksha" +
      "|samsara|the other side|watch over|tibetan|the moment (?:you|i) (?:go|die|leave))\\b",
    { match: ["if i go to heaven tonight can i still watch over my kids from up there"], modifier: true },
  ),
  S("spiritual", "spirit", 1, "\\b(?:soul|souls|hungry ghost|forgive me|let me into heaven)\\b", {
    match: ["what happens to the soul after"],
    modifier: true,
  }),
  S("spiritual", "spirit", 1, "\\b(?:a good death|die with a calm mind)\\b", {
    match: ["I've been reading about how to die with a calm mind"],
    modifier: true,
  }),
  S("spiritual", "spirit", 1, "\\b(?:prayer|pray)\\b", {
    match: ["some nights i pray the plane goes down. not for anyone else. just for me"],
    modifier: true,
  }),
  S("spiritual", "spirit", 1, "\\b(?:moment of death|last thought|sutras?|allah|nirvana|the buddha)\\b", {
    match: ["que es el nirvana"],
    modifier: true,
  }),
  S(
    "spiritual",
    "spirit",
    1,
    "\\b(?:reborn|rebirth|karma|afterlife|heaven|hell|a sin|sinful|forgive me|next life|bardo" + "|mantra|renacer\\w*|cielo|pecado)\\b",
    { match: ["lol jk. whats karma"], modifier: true },
  ),
];
