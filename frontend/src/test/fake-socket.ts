/**
 * A stand-in for the browser's WebSocket (tests only): records what is sent and how it was
 * closed, and lets the test play the server (open, messages, a dropped connection).
 */
export class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  /** The code the client closed it with (1005 when it gave none); undefined while not closed. */
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(body: unknown) {
    this.onmessage?.({ data: JSON.stringify(body) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
