import { S, type Signal } from "./parts";

/** A time named (a modifier: it adds only to a sign already there). */
export const time: Signal[] = [
  S("time", "time", 1, "\\b{TIME}\\b", { match: ["I'm doing it tonight"], modifier: true }),
  S(
    "time",
    "time",
    1,
    "\\bwhen (?:my \\w+|they|everyone|the kids|nobody|no one|he|she) (?:\\w+ )?(?:leave|leaves" +
      "|go|goes|are away|is away|are out|is out|are asleep|is asleep|are at work|is at work|gone)\\b",
    {
      match: [
        "When the kids go to their dad's on Sunday I'll have the house to myself and I'm going to take everything in the cabinet. I wanted to ask one thing first.",
      ],
      modifier: true,
    },
  ),
  S(
    "time",
    "days-left",
    1,
    "\\b(?:\\d+|one|two|three|four|five|a few|few) (?:days|hours|weeks|sleeps) (?:left|to go)" + "(?= *(?:[.!?,;]|$))",
    { match: ["only three days left."], miss: ["three days left of the retreat and I already miss it"], modifier: true },
  ),
];
