/**
 * The page asks the support chat to open (hash #chat, RT-051; support buttons) through one
 * window event, so the chat widget's feature can listen without being imported.
 */
export const OPEN_LIVE_CHAT_EVENT = 'croupier:open-live-chat';

export function requestLiveChat(): void {
  window.dispatchEvent(new Event(OPEN_LIVE_CHAT_EVENT));
}
