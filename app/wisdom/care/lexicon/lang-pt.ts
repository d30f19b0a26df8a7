import { type Signal } from "./parts";

/** Signs written in pt. */
export const langPt: Signal[] = [];
