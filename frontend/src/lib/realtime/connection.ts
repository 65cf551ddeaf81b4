import { parseEvent, type RealtimeEvent } from "./events";

/** Back-off between attempts: 1 s doubling to 30 s, plus up to 1 s of jitter (so the tabs of a
 * restarted server do not all come back in the same instant), never over 30 s. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;
/** After this many failed attempts in a row, the counts are also polled over HTTP... */
export const POLL_AFTER_FAILURES = 3;
/** ...this often, until a socket is back. */
export const POLL_EVERY_MS = 30_000;
/** A quiet socket is asked for a pong this often; no answer within PONG_WITHIN_MS means it is gone
 * (a sleeping laptop, a dropped network) even though the browser has not noticed yet. */
export const PING_EVERY_MS = 25_000;
export const PONG_WITHIN_MS = 10_000;

/** WebSocket.OPEN, spelled out so stand-in sockets (tests) need not be WebSocket subclasses. */
const OPEN = 1;

/** Close codes the server uses (see the contract): the token was refused. */
export const CLOSE_UNAUTHORIZED = 4401;

/** The wait before the next attempt: 1 s after a working socket drops or a first failure, then
 * doubling with each failure in a row. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const exponential = FIRST_DELAY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 10);
  return Math.min(MAX_DELAY_MS, exponential + Math.floor(random() * 1000));
}

/** The socket's own URL: this page's host, wss: under https. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/realtime`;
}

export interface ConnectionOptions {
  url: string;
  /** The current access token (null: not signed in, so no attempt). */
  getToken: () => string | null;
  /** Every event; `reconnected` on a "ready" after a drop or a failure (something may be missed). */
  onEvent: (event: RealtimeEvent, reconnected: boolean) => void;
  /** Fetch the counts over HTTP: while the socket is failing, and once when a first attempt fails. */
  onPoll: () => void;
  /** The server refused the token (4401): refresh the session (its new token comes via tokenChanged). */
  onUnauthorized: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/**
 * One signed-in page's socket to /api/realtime: authenticates in its first message (never in the
 * URL), re-authenticates when the token is refreshed, reconnects with back-off, and polls while it
 * cannot connect.
 */
export class RealtimeConnection {
  private readonly options: ConnectionOptions;
  private socket: WebSocket | null = null;
  private socketReady = false;
  private sentToken: string | null = null;
  /** Attempts in a row that closed before the server said "ready". */
  private failures = 0;
  private everReady = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ConnectionOptions) {
    this.options = options;
  }

  get polling(): boolean {
    return this.pollTimer !== undefined;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener("online", this.reconnectNow);
    this.connect();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener("online", this.reconnectNow);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.stopPolling();
    const socket = this.socket;
    this.detach();
    socket?.close(1000);
  }

  /** The session's token changed: tell the open socket, or try now if there is none. */
  tokenChanged() {
    if (this.stopped) return;
    const token = this.options.getToken();
    if (!token || token === this.sentToken) return;
    if (this.socket?.readyState === OPEN) this.sendAuth(token);
    else if (!this.socket) this.reconnectNow();
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.connect();
  };

  private connect() {
    const token = this.options.getToken();
    if (!token) return;
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    this.socketReady = false;
    this.sentToken = null;
    socket.onopen = () => {
      const current = this.options.getToken();
      if (current) this.sendAuth(current);
    };
    socket.onmessage = (message: MessageEvent) => this.received(message.data);
    socket.onclose = (close: CloseEvent) => {
      if (socket === this.socket) this.lost(close.code);
    };
    // An error is followed by a close, which does the work.
    socket.onerror = () => {};
  }

  private sendAuth(token: string) {
    this.sentToken = token;
    this.socket?.send(JSON.stringify({ type: "auth", token }));
  }

  private received(data: unknown) {
    this.schedulePing();
    const event = parseEvent(data);
    if (!event) return;
    if (event.type === "ready") {
      const reconnected = this.everReady || this.failures > 0;
      this.socketReady = true;
      this.everReady = true;
      this.failures = 0;
      this.stopPolling();
      this.options.onEvent(event, reconnected);
      return;
    }
    this.options.onEvent(event, false);
  }

  /** Nothing heard for a while: ping, and give up on the socket if no answer comes. */
  private schedulePing() {
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    this.pingTimer = setTimeout(() => {
      if (this.socket?.readyState !== OPEN) return;
      this.socket.send(JSON.stringify({ type: "ping" }));
      this.pongTimer = setTimeout(() => {
        const socket = this.socket;
        this.lost(1006);
        socket?.close();
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private detach() {
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
    if (this.socket) {
      this.socket.onopen = null;
      this.socket.onmessage = null;
      this.socket.onclose = null;
      this.socket.onerror = null;
    }
    this.socket = null;
    this.sentToken = null;
  }

  private lost(code: number) {
    const wasReady = this.socketReady;
    this.detach();
    if (this.stopped) return;
    this.failures = wasReady ? 0 : this.failures + 1;
    if (code === CLOSE_UNAUTHORIZED) this.options.onUnauthorized();
    // Until the first "ready", the counts would stay unknown: fetch them once now.
    if (!this.everReady && this.failures === 1) this.options.onPoll();
    if (this.failures >= POLL_AFTER_FAILURES && !this.polling) {
      this.options.onPoll();
      this.pollTimer = setInterval(() => this.options.onPoll(), POLL_EVERY_MS);
    }
    const random = this.options.random ?? Math.random;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, reconnectDelay(this.failures, random));
  }

  private stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
