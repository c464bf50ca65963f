import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the innermost element whose whole text is `text`, when the text is split over elements (a
 * course name in its own `lang` span, followed by its credits).
 */
export function withTextContent(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}
