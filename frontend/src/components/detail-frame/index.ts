/** The staff detail page frame: interest, registration and secondary enrollment details use it as it is. */
export { DetailFrame, type DetailFrameProps, type DetailState } from './detail-frame.tsx';
export { type DetailRow, DetailSection, type DetailSectionProps } from './detail-section.tsx';
export { detailStateOf } from './detail-state.ts';
export { SectionLoadState, type SectionLoadStateProps } from './section-load-state.tsx';
export { notifyWriteRefused } from './write-refused.ts';
