/**
 * Operator addresses the end-to-end server's ADMIN_EMAILS names: one per browser project and purpose, so tests
 * running in parallel never share an operator account.
 */
export const OPERATOR_SLOTS = ["console", "a11y", "proxy"] as const;

export function operatorEmail(project: string, slot: (typeof OPERATOR_SLOTS)[number]): string {
  return `operator-${slot}-${project}@ops.example.org`;
}

export const E2E_OPERATORS = ["js", "no-js"].flatMap((project) => OPERATOR_SLOTS.map((slot) => operatorEmail(project, slot)));
