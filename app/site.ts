import site from "../content/site.json";

/** Name, tagline, contact details and social links: one file (content/site.json) an operator can change. */
export const SITE = site;
