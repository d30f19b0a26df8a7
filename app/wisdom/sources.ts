/** A work or page an answer draws on: shown under the answer and saved with it. */
export interface Source {
  title: string;
  url: string;
}
