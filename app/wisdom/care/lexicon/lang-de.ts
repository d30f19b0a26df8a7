import { type Signal } from "./parts";

/** Signs written in de. */
export const langDe: Signal[] = [];
