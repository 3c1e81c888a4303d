// The one error of this package: a call's failure is a ContentError in its result (spec §8, content fetch failure).

export type ContentErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class ContentError extends Error {
  override readonly name = 'ContentError';
  /** The HTTP status; 0 when no response arrived. */
  readonly code: number;
  /** The service's errorId, when it sent one. */
  readonly id: string | undefined;
  readonly kind: ContentErrorKind;
  /** The path that failed (`/enterprise/page`). */
  readonly path: string;

  /** message: the status text; cause: the service's message. */
  constructor(input: {
    kind: ContentErrorKind;
    code: number;
    message: string;
    cause?: string | undefined;
    id?: string | undefined;
    path: string;
  }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause });
    this.kind = input.kind;
    this.code = input.code;
    this.id = input.id;
    this.path = input.path;
  }

  /** The service does not know the url: the app shows its not-found page. */
  get isNotFound(): boolean {
    return this.kind === 'http' && this.code === 404;
  }
}

export function isContentError(value: unknown): value is ContentError {
  return value instanceof ContentError;
}
