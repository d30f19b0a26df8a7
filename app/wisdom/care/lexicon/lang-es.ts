import { type Signal } from "./parts";

/** Signs written in es. */
export const langEs: Signal[] = [];
