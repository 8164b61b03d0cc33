/**
 * An editor form asks to change the pack: set the value at a JSON Pointer of one of its files
 * (`undefined` removes an optional property), or remove a list item (`remove`). It bubbles out of
 * the editor's shadow roots to `<carto-editor>`, which records it for undo. Fired only on user input.
 */
export class CartoEditEvent extends Event {
  static readonly eventName = 'carto-edit';
  constructor(
    /** the pack file: "scoring.json", "pack.json", ... */
    readonly file: string,
    /** JSON Pointer inside the file */
    readonly pointer: string,
    /** the new value (ignored when `remove`) */
    readonly value: unknown,
    /** remove the list item at `pointer` instead of setting it */
    readonly remove = false,
    /** a keystroke in a text field (the change follows when the field is left) */
    readonly typing = false,
  ) {
    super(CartoEditEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-edit': CartoEditEvent;
  }
}
