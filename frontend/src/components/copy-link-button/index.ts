export { COPIED_MS, CopyLinkButton, type CopyLinkButtonProps, useFamilyLink } from './copy-link-button.tsx';
