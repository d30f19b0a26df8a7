import { type Signal } from "./parts";

/** Signs written in hi. */
export const langHi: Signal[] = [];
