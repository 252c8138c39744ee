/** What a form endpoint answers in JSON, and what the browser's forms read. */
export type FormAnswer = {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  result?: string;
  /** The address of a requested call's calendar file. */
  calendar?: string;
};
