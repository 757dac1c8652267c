/** A Worker's binding or variable missing or malformed: its functions answer 503 and the log says which. */
export class EdgeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EdgeConfigError';
  }
}
