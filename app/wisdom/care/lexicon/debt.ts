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
];
