/** The sentence a thrown value carries: an Error's message, anything else as text (the table shows it as a problem). */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
