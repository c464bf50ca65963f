/** Where the Learn4Life confirmation sends a family next (opened in a new tab). */
export const LEARN4LIFE_LINKS = {
  programs: 'https://www.learn4life.org/programs/',
  stories: 'https://www.learn4life.org/student-stories/',
  chat: 'https://www.learn4life.org/contact-us/',
} as const;
