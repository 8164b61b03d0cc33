/**
 * Typed errors. Every error the engine raises on bad input carries a stable `code` (for programs)
 * and a sentence (for people); where the input is text or JSON it also says where.
 */
export interface SourceLocation {
  /** File name or other label of the input, when known. */
  readonly source?: string;
  /** 1-based line in the input text. */
  readonly line?: number;
  /** 1-based column (character) in the line. */
  readonly column?: number;
  /** JSON Pointer into a JSON document. */
  readonly pointer?: string;
}

export class CartoError extends Error {
  readonly code: string;
  readonly location: SourceLocation;
  /** the values a refusal's sentence names, for an interface to word in its reader's language */
  readonly params?: Readonly<Record<string, string | number>>;

  constructor(code: string, message: string, location: SourceLocation = {}, params?: Readonly<Record<string, string | number>>) {
    super(message);
    this.name = 'CartoError';
    this.code = code;
    this.location = location;
    if (params) this.params = params;
  }

  /** "file:3:5: message", with whatever parts of the location are known. */
  describe(): string {
    const { source, line, column, pointer } = this.location;
    const where = [source, line, line !== undefined ? column : undefined].filter((p) => p !== undefined).join(':');
    const at = pointer !== undefined ? `${where ? where + ' ' : ''}${pointer === '' ? '/' : pointer}` : where;
    return at ? `${at}: ${this.message}` : this.message;
  }
}
