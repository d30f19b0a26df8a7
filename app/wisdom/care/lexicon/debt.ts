import { S, type Signal } from "./parts";

/**
 * Ruin and what it makes people weigh: debts they cannot pay, a life-insurance payout, the clause that waits "two
 * years". Debt alone is a modifier (it adds to a sign already there); a personal question about when a life policy
 * pays out on a death is a check-in by itself, and the two together are urgent, in one message or across turns.
 */
export const debt: Signal[] = [
  S(
    "debt",
    "debt",
    1,
    "\\b(?:in debt|debts|owe (?:\\w+ ){0,3}(?:money|thousands|lakhs|everyone|the bank)|bankrupt\\w*|foreclos\\w*|reposses\\w*|loan sharks?|lost everything|ruined|cannot pay|can not pay)\\b",
    { modifier: true, match: ["i am drowning in debt since the farm failed"] },
  ),
  S(
    "debt",
    "insurance",
    2,
    "\\b(?:my|the|our) (?:life insurance|life policy|insurance policy|insurance)\\b[^.?!]{0,80}?\\b(?:pays? out|payout|pay out|suicide clause|exclusion|two years|2 years|after \\w+ years|cover (?:suicide|it if)|still pay)\\b" +
      "|\\b(?:suicide clause|suicide exclusion)\\b",
    {
      match: ["my life insurance pays out after two years, i checked the clause"],
      miss: ["how do i choose a life insurance for my family"],
    },
  ),
  S(
    "debt",
    "worth-more-dead",
    3,
    "\\b(?:worth more|better for them|more use) (?:to (?:them|my family|everyone) )?(?:dead|gone|when i am gone|after i die)\\b",
    {
      match: ["i am worth more dead than alive to my family"],
    },
  ),
  // ---- EN-WIDEN
  // ---- Insurance in more words (tuning 3 and 4): does it pay "no matter how", the family better off with the
  // payout than with the writer, the only way a debt is repaid.
  S(
    "debt",
    "insurance",
    2,
    "\\b(?:life insurance|life cover|life policy|the policy|my policy|takaful|insurance)\\b[^.?!]{0,80}?\\b(?:pays?(?: out)?|payout|still pay|covers?)\\b[^.?!]{0,60}?" +
      "\\b(?:no matter how|any cause|all causes|not natural|on purpose|suicide|not an accident|(?:a|the) (?:farm|tractor|car|work) accident|turns two|waiting period)\\b" +
      "|\\bwaiting period on suicide\\b|\\b(?:mine|my policy|the policy) turns two\\b",
    {
      match: [
        "does life insurance pay out no matter how you die once the policy is two years old",
        "life insurance pays out on a farm accident right",
        "is there a waiting period on suicide in australia",
      ],
      miss: [
        "does travel insurance cover a ski accident",
        "my life insurance covers critical illness too",
        "home insurance pays out for a burst pipe",
      ],
      unless:
        /\b(?:travel insurance|home insurance|car insurance|pet insurance|ski|burst|flood|critical illness|an agent|as a broker|i sell|article|journalis\w*|small print|essay|research\w*|for (?:a|my) (?:class|course|exam))\b/,
    },
  ),
  S(
    "debt",
    "worth-more-dead",
    3,
    "\\b(?:get|gets|got) more (?:from|out of) (?:my |the )?(?:life )?(?:insurance|policy|payout)\\b" +
      "|\\b(?:be|are|would be|will be|all be) (?:\\w+ )?(?:fine|ok|okay|better off|looked after|set|sorted|covered) (?:with|from|by) (?:the|my|his|her) (?:life )?(?:insurance|policy|payout)(?: money)?\\b" +
      "|\\bonly way (?:\\w+ ){0,5}(?:is|would be) (?:my|the|his|her) (?:life )?(?:insurance|policy|payout)\\b" +
      "|\\b(?:the|my) (?:life )?insurance\\b[^.?!]{0,60}\\b(?:not have to (?:deal with|look after|worry about) me|without me|rid of me)\\b",
    {
      match: [
        "she will get more from the life insurance than she ever got from me",
        "my dad told me you will all be fine with the insurance",
        "the only way they get it back is my insurance",
      ],
      miss: [
        "we get more from our insurance since we switched",
        "the car will be covered by the insurance",
        "the only way to fix the roof is the insurance claim",
      ],
      unless: /\b(?:car|roof|claim|switched|premium|house|flood|phone|dental)\b/,
    },
  ),
  S(
    "debt",
    "insurance",
    2,
    "\\b(?:money|payout|pay out) from (?:my|the) (?:life )?(?:policy|insurance)\\b[^.?!]{0,40}\\b(?:pay (?:them|him|her|everyone|it) back|would (?:at least|finally)|cover (?:the|my) (?:debt|debts|loan))\\b" +
      "|\\bbetter off with the insurance(?: money)?\\b",
    {
      match: [
        "the money from my policy would at least pay them back",
        "he keeps joking that his kids would be better off with the insurance money",
        "payout from the life insurance would cover the loan",
      ],
      miss: [
        "the money from the policy paid the funeral after dad died",
        "we were better off with the insurance from work than without",
        "payout from the insurance covered the car",
      ],
      unless: /\b(?:funeral|after (?:dad|mum|mom|he|she) died|from work|car|roof|flood)\b/,
    },
  ),
  S(
    "debt",
    "worth-more-dead",
    3,
    "\\b(?:disappear|go|die|be gone|not be here)\\b[^.?!]{0,20}\\b(?:and )?let the (?:life )?(?:insurance|policy) (?:clear|pay|cover|sort)\\b" +
      "|\\b(?:the )?policy covers accidents\\b",
    {
      match: [
        "the cleanest solution is for me to disappear and let the insurance clear it",
        "i should go and let the policy pay it off",
        "taking the rifle out to the dam. the policy covers accidents",
      ],
      miss: [
        "let the insurance clear the claim for the car",
        "the policy covers accidents at work, check the small print",
        "go and let the insurance sort the flood",
      ],
      unless: /\b(?:claim|car|flood|small print|at work|travel|roof|storm)\b/,
    },
  ),
];
