export type { SignaturePadProps } from './signature-pad.tsx';
export { SignaturePad } from './signature-pad.tsx';
