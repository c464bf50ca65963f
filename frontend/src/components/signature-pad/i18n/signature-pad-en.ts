/** Texts of the signature pad (namespace 'signaturePad'). */
export const signaturePadEn = {
  instructions: 'Draw your signature with a finger or the mouse',
  typedPreview: 'Your typed signature',
  clear: 'Clear',
  clearLabel: 'Clear {{label}}',
  typeInstead: 'Type your signature instead',
  drawInstead: 'Draw your signature instead',
  typedName: 'Type your full name to sign',
  status: {
    empty: 'No signature yet',
    drawn: 'Signature drawn',
    typed: 'Signature typed',
  },
};
