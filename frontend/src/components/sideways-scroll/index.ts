/** A sideways scrolling area for a table wider than the screen, with a hint while it scrolls. */

export { SidewaysScroll, type SidewaysScrollProps } from './sideways-scroll.tsx';
