import { type Signal } from "./parts";

/** Signs written in it. */
export const langIt: Signal[] = [];
