/** Texts of the signature pad (namespace 'signaturePad'). */
export const signaturePadEn = {
  instructions: 'Draw your signature with a finger or the mouse',
  clear: 'Clear',
  clearLabel: 'Clear {{label}}',
};
