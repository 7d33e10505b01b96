import { describe, expect, it } from 'vitest';
import { isFromGameFrame, isThisSession } from './bridge';

describe('bridge message trust', () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const url = 'https://studio.example/play/st-9';

  it('accepts only the frame we opened, on the launch URL origin', () => {
    const own = frame.contentWindow;
    expect(isFromGameFrame({ origin: 'https://studio.example', source: own }, url, frame)).toBe(
      true,
    );
    expect(isFromGameFrame({ origin: 'https://evil.example', source: own }, url, frame)).toBe(
      false,
    );
    expect(isFromGameFrame({ origin: 'https://studio.example', source: window }, url, frame)).toBe(
      false,
    );
    expect(isFromGameFrame({ origin: 'https://studio.example', source: own }, url, null)).toBe(
      false,
    );
    expect(isFromGameFrame({ origin: 'null', source: own }, 'not a url', frame)).toBe(false);
  });

  it("knows the session by the casino's id or the studio's id in the frame URL", () => {
    expect(isThisSession('cs-1', url, 'cs-1')).toBe(true);
    expect(isThisSession('st-9', url, 'cs-1')).toBe(true);
    expect(isThisSession('st-8', url, 'cs-1')).toBe(false);
  });
});
