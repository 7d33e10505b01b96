import { createContext, use, useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import type { Channel, RealtimeMessage } from '@croupier/contracts/realtime';
import { getPlayerSettings } from './api/get-player-settings';
import { RealtimeClient, type RealtimeConnectionInfo } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The public socket for guests: `/ws` on this origin. */
export function publicSocketUrl(loc: Location = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}

async function connectionFor(isLoggedIn: boolean): Promise<RealtimeConnectionInfo> {
  if (!isLoggedIn) return { url: publicSocketUrl() };
  const { realtime } = await getPlayerSettings();
  return { url: realtime.url, token: realtime.token };
}

const defaultClient = (getConnection: () => Promise<RealtimeConnectionInfo>) =>
  new RealtimeClient({ getConnection });

/** One socket for the app; it reconnects with the player's token after login and drops it at logout. */
export function RealtimeProvider({
  isLoggedIn,
  children,
  createClient = defaultClient,
}: {
  isLoggedIn: boolean;
  children: ReactNode;
  createClient?: (getConnection: () => Promise<RealtimeConnectionInfo>) => RealtimeClient;
}) {
  // A new client per session state: listeners re-subscribe on it (useRealtimeEvent depends on it).
  const client = useMemo(
    () => createClient(() => connectionFor(isLoggedIn)),
    [createClient, isLoggedIn],
  );
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

/** Calls `handler` for each message on `channel` (optionally only for one event name). */
export function useRealtimeEvent(
  channel: Channel,
  handler: (message: RealtimeMessage) => void,
  event?: string,
): void {
  const client = use(RealtimeContext);
  const onMessage = useEffectEvent(handler);
  useEffect(() => {
    if (!client) return;
    return client.subscribe(channel, (message) => {
      if (event === undefined || message.event === event) onMessage(message);
    });
  }, [client, channel, event]);
}

/** Calls `handler` after each reconnect of the socket (not its first connection). */
export function useRealtimeReconnect(handler: () => void): void {
  const client = use(RealtimeContext);
  const onReconnect = useEffectEvent(handler);
  useEffect(() => {
    if (!client) return;
    return client.onReconnect(() => onReconnect());
  }, [client]);
}
