import { liveTableStateSchema, type LiveTableState } from '../../shared/client-api';
import { reconnectDelay } from './live-timing';

/** The studio closes with this code when the session is over: no point reconnecting. */
const SESSION_ENDED = 4401;

export interface LiveConnection {
  close(): void;
}

/**
 * Keeps a WebSocket to the live table open: frames are validated against the contract, a drop
 * is retried with backoff (and the next frame brings the full table state back).
 */
export function connectLiveTable(
  url: string,
  handlers: {
    onState(state: LiveTableState): void;
    onStatus(status: 'connecting' | 'live' | 'reconnecting'): void;
    onEnded(): void;
  },
): LiveConnection {
  let attempt = 0;
  let socket: WebSocket | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    handlers.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      attempt = 0;
      handlers.onStatus('live');
    });
    socket.addEventListener('message', (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = liveTableStateSchema.safeParse(json);
      if (parsed.success) handlers.onState(parsed.data);
    });
    socket.addEventListener('close', (event) => {
      if (stopped) return;
      if (event.code === SESSION_ENDED) {
        handlers.onEnded();
        return;
      }
      handlers.onStatus('reconnecting');
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    });
  }
  open();

  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
