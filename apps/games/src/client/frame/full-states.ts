import { h } from '../lib/dom';

/** Full-screen state when the session cannot be played (expired, unknown). */
export function showSessionEnded(container: HTMLElement, message: string, onLobby?: () => void) {
  container.replaceChildren(
    h('div', { class: 'gm-fullstate', attrs: { role: 'alert' } }, [
      h('div', { class: 'gm-fullstate__mark', text: '!' }),
      h('h1', { text: 'Session ended' }),
      h('p', { text: message }),
      onLobby
        ? h('button', {
            class: 'gm-btn',
            text: 'Back to the lobby',
            attrs: { type: 'button' },
            on: { click: onLobby },
          })
        : null,
    ]),
  );
}

export function showLoading(container: HTMLElement) {
  container.replaceChildren(
    h('div', { class: 'gm-fullstate', attrs: { 'aria-busy': 'true' } }, [
      h('div', { class: 'gm-loader', attrs: { 'aria-hidden': 'true' } }),
      h('p', { text: 'Loading the game…' }),
    ]),
  );
}
