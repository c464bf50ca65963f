export { COPIED_MS, CopyLinkButton, type CopyLinkButtonProps, familyLinkOf } from './copy-link-button.tsx';
