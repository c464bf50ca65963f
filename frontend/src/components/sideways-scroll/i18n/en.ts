/** English texts of the sideways scrolling area around a wide table (namespace `sidewaysScroll`). */
export const enSidewaysScroll = {
  hint: 'Scroll sideways to see more columns',
} as const;
