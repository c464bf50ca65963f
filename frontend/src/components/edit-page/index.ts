export { ConflictMessage, type ConflictMessageProps } from './conflict-message.tsx';
export { EditFormSection, type EditFormSectionProps } from './edit-form-section.tsx';
export { useEditFormStyles } from './edit-form-styles.ts';
export {
  EditPageContent,
  type EditPageContentProps,
  EditPageFrame,
  type EditPageFrameProps,
  type EditPageQuery,
} from './edit-page-frame.tsx';
