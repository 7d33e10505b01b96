/**
 * The page asks the support chat to open (hash #chat, RT-051; support buttons) through one
 * window event, so the chat widget's feature can listen without being imported. The app shell
 * listens (features/support/use-support-widget): with no live-chat service yet it opens the
 * support widget, the `support` modal with the contact form (SH-044, PR-034).
 */
export const OPEN_LIVE_CHAT_EVENT = 'croupier:open-live-chat';

export function requestLiveChat(): void {
  window.dispatchEvent(new Event(OPEN_LIVE_CHAT_EVENT));
}
