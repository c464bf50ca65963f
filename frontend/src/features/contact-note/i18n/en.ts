/** English texts of the 'Add Contact Note' page (namespace `contactNote`). */
export const enContactNote = {
  title: 'Add Contact Note',
  back: 'Back to Request Information',
  intro: 'The note is added to the entry, and its status becomes Follow up Required.',
  username: 'Username',
  email: 'Email',
  notes: 'Notes',
  submit: 'Add Note',
  submitting: 'Adding...',
  cancel: 'Cancel',
  added: 'Note Added Successfully',
  failed: 'There was an error with this request. {{message}}',
  noEntry: {
    body: 'A contact note is added from an interest entry. Open the entry from the Interest Forms list and choose Add Contact Note.',
    link: 'Go to Interest Forms',
  },
};
