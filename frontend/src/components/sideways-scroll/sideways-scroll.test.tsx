import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidewaysScroll } from './sideways-scroll.tsx';

const HINT = 'Scroll sideways to see more columns';

/** The scrolling area's sizes as the browser would lay them out (jsdom lays out nothing). */
const layout = { clientWidth: 375, scrollWidth: 375, scrollLeft: 0 };
let resized: (() => void) | null = null;

function fakeSize(name: keyof typeof layout): void {
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      // The scrolling area is the component's one section.
      return this.tagName === 'SECTION' ? layout[name] : 0;
    },
  });
}

beforeEach(() => {
  Object.assign(layout, { clientWidth: 375, scrollWidth: 375, scrollLeft: 0 });
  fakeSize('clientWidth');
  fakeSize('scrollWidth');
  fakeSize('scrollLeft');
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
});

afterEach(() => {
  cleanup();
  resized = null;
  vi.unstubAllGlobals();
  // The prototype's own sizes come back from Element.prototype.
  for (const name of Object.keys(layout)) Reflect.deleteProperty(HTMLElement.prototype, name);
});

function renderTable() {
  render(
    <SidewaysScroll label="Users">
      <table>
        <tbody>
          <tr>
            <td>Wide</td>
          </tr>
        </tbody>
      </table>
    </SidewaysScroll>,
  );
  return screen.getByRole('region', { name: 'Users' });
}

const hint = () => screen.queryByText(HINT);
const shown = (element: HTMLElement) => getComputedStyle(element).visibility !== 'hidden';

describe('SidewaysScroll', () => {
  it('shows no hint and adds no tab stop when the table fits', () => {
    const region = renderTable();
    expect(hint()).toBeNull();
    expect(region.hasAttribute('tabindex')).toBe(false);
    expect(region.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the hint while the table is wider than its area, and the keyboard can scroll it', () => {
    layout.scrollWidth = 720;
    const region = renderTable();
    const text = hint();
    expect(text).not.toBeNull();
    if (!text) return;
    expect(shown(text)).toBe(true);
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-describedby')).toBe(text.id);
  });

  it('hides the hint once scrolled to the end, and shows it again when scrolled back', () => {
    layout.scrollWidth = 720;
    const region = renderTable();
    layout.scrollLeft = 345;
    fireEvent.scroll(region);
    const text = hint();
    expect(text).not.toBeNull();
    if (!text) return;
    expect(shown(text)).toBe(false);
    expect(region.hasAttribute('aria-describedby')).toBe(false);
    // Still focusable: the keyboard scrolls back with it.
    expect(region.tabIndex).toBe(0);

    layout.scrollLeft = 100;
    fireEvent.scroll(region);
    expect(shown(text)).toBe(true);
  });

  it('follows a change of size: the hint comes when the area narrows and goes when it widens', () => {
    const region = renderTable();
    expect(hint()).toBeNull();

    layout.scrollWidth = 720;
    act(() => resized?.());
    expect(hint()).not.toBeNull();
    expect(region.tabIndex).toBe(0);

    layout.clientWidth = 1024;
    layout.scrollWidth = 1024;
    act(() => resized?.());
    expect(hint()).toBeNull();
    expect(region.hasAttribute('tabindex')).toBe(false);
  });
});
