/** Body limit of the Lelo submit: two signatures of at most 200 kB each, base64, plus the form. */
export const LELO_SUBMIT_MAX_BYTES = 600 * 1024;
