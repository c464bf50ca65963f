/**
 * The validation messages only staff screens and staff endpoints produce, in English. Part of the whole
 * catalog (en.ts): the browser adds them when the staff routes load, so a family's pages never
 * download them.
 */
export const staffValidationMessagesEn = {
  // ── Session setup ──
  'session.schoolYear.format': 'School Year must be in the format yyyy-yyyy',
  'session.schoolYear.range': 'Invalid school year range. Start year must be earlier than end year.',
  'session.enrollmentDates.order': 'Enrollment Start Date must be earlier than Enrollment End Date',
  'session.schoolYearDates.order': 'School Year Start Date must be earlier than School Year End Date',
  'session.date.invalid': 'Please provide a valid date.',
  'session.status.invalid': 'Please choose Active or Inactive.',
  'session.permalink.max': 'Must be 80 characters or fewer.',
  'session.permalink.invalid': 'The permalink may hold only a-z, 0-9 and hyphens.',
  'session.name.duplicateOnAdd': 'A session with this name already exists!',
  'session.name.duplicateOnEdit': 'A session with the same name already exists. Please use a different name.',
  'session.permalink.taken': 'Another session already uses this permalink. Please change the name.',
  'session.conflict': 'This session was changed by someone else. Please reload it and try again.',
  'session.ifMatch.required':
    'This change needs the version of the session you edited. Please reload it and try again.',
  // ── Course setup and templates ──
  'courseSetup.year.required': 'Please select a Course Catalog Year',
  'courseSetup.term.required': 'Please select a Course Catalog Term',
  'courseSetup.ncaa.required': 'Please fill Ncaa Notification',
  'courseSetup.courses.required': 'Please select at least one course.',
  'courseSetup.courses.duplicate': 'A course can be selected only once.',
  'courseSetup.courses.tooMany': 'Too many courses selected.',
  'courseSetup.courses.notInCatalog':
    "This course is not in the charter's catalog for this year, term and school level.",
  'courseSetup.totalCourses.max4': 'Max courses per student must be 1 to 4.',
  'courseSetup.totalCourses.max3': 'Max courses per student must be 1 to 3.',
  'courseSetup.id.mismatch':
    'The address names other courses than the ones sent. Please reload and try again.',
  'courses.exists':
    'This learning center already has courses in this session. Please reload the page to edit them.',
  'courses.conflict': 'These courses were changed by someone else. Please reload them and try again.',
  'courses.ifMatch.required':
    'This change needs the version of the courses you edited. Please reload them and try again.',
  'catalog.unavailable': 'The course catalog cannot be reached right now. Please try again in a few minutes.',
  'template.message.max': 'The message is too long.',
  'template.email.invalid': 'Please enter a valid email address',
  'template.email.tooMany': 'Add at most 20 addresses.',
  'template.exists':
    'This learning center already has this template in the session. Please reload it and try again.',
  'template.conflict': 'This template was changed by someone else. Please reload it and try again.',
  'template.ifMatch.required':
    'This change needs the version of the template you edited. Please reload it and try again.',
  'template.scope.mismatch': 'The template belongs to the learning center and session of its address.',
  'agreementTranslation.max': 'The translation can be at most 50,000 characters.',
  'agreementTranslation.conflict':
    'This translation was changed by someone else. Please reload it and try again.',
  'agreementTranslation.ifMatch.required':
    'This change needs the version of the translation you edited. Please reload it and try again.',
  'courseNames.max': 'A Spanish course name can be at most 100 characters.',
  'courseNames.tooMany': 'At most 2,000 course names can be saved at once.',
  'courseNames.conflict':
    'These course names were changed by someone else. Please reload them and try again.',
  'courseNames.ifMatch.required':
    'This change needs the version of the course names you edited. Please reload them and try again.',

  // ── Staff sign-in, App Permissions, export log ──
  'auth.signIn': 'Sign in to continue.',
  'auth.notAuthorized': 'You are not authorized to have access to this application',
  'auth.levelTooLow': 'Your permission level does not allow this action.',
  'permission.person.required': 'Please select a person.',
  'permission.level.required': 'Please select a permission level.',
  'permission.charters.required': 'Please assign at least one charter.',
  'permission.charter.unknown': 'This charter does not exist.',
  'permission.actor.notAdmin': 'Only an Admin or a Super Admin can manage user permissions.',
  'permission.edit.superAdminTarget': 'An Admin cannot edit a Super Admin.',
  'permission.grant.superAdminOnly':
    'Only a Super Admin can grant or change the Admin and Super Admin levels.',
  'permission.charter.outOfScope': 'You can only change permissions on the charters assigned to you.',
  'permission.lastSuperAdmin':
    'The last Super Admin cannot be demoted or removed. Make another person Super Admin first.',
  'permission.exists': 'This person already has a permission. Update it instead.',
  'permission.conflict': 'This permission was changed by someone else. Please reload it and try again.',
  'people.query.min': 'Enter at least 2 characters to search.',
  'people.query.max': 'Must be 50 characters or fewer.',
  'accessLog.date.invalid': 'Please enter a valid date (YYYY-MM-DD).',
  'accessLog.dates.order': 'The start date must be before the end date.',
  'accessLog.person.max': 'Must be 254 characters or fewer.',
  'accessLog.record.invalid': 'A record id has only letters, digits, hyphens and underscores (at most 100).',
  'familyEmail.mailId.invalid': 'That is not an e-mail of this record.',
  'familyEmail.notResendable': 'This e-mail was sent or is being sent: there is nothing to send again.',
  'familyEmail.notFound': 'This record has no such e-mail.',
  'exportLog.fileName.max': 'Must be 255 characters or fewer.',
  'exportLog.screen.max': 'Must be 100 characters or fewer.',
  'exportLog.recordCount.invalid': 'The record count must be a whole number of 0 or more.',
  'exportLog.exportType.invalid':
    "The export type must be 'pdf', 'excel', 'zip' or 'signed_agreement LeloPdf'.",
  'exportLog.exportStatus.invalid': "The export status must be 'success' or 'failed'.",
  // ── Staff interest entries ──
  'interest.site.required': 'Please choose a learning center.',
  'interest.charter.required': 'Please choose a charter.',
  'interest.grade.invalid': 'Please choose grade 9, 10, 11 or 12.',
  'interest.country.max': 'Must be 25 characters or fewer.',
  'interest.street1.max': 'Must be 50 characters or fewer.',
  'interest.street2.max': 'Must be 40 characters or fewer.',
  'interest.city.max': 'Must be 25 characters or fewer.',
  'interest.state.max': 'Must be 25 characters or fewer.',
  'interest.zip.anyCountry': 'Please provide a valid Zip/Postal Code',
  'editInterest.zip.invalid': 'ZIP code must be 5 digits.',
  'editInterest.email.invalid': 'Please provide a valid email address.',
  'editInterest.phone.invalid': 'Please provide a valid phone number in the format XXX-XXX-XXXX.',
  'interestNote.email.invalid': 'Please enter a valid email address.',
  'interestNote.username.max': 'Must be 100 characters or fewer.',
  'interestNote.notes.max': 'Must be 2000 characters or fewer.',
  // ── Possible duplicates ──
  'duplicates.records.invalid': 'Please choose records of this set.',
  'duplicates.records.min': 'Please choose at least two records.',
  'duplicates.records.max': 'Please choose at most four records.',
  'duplicates.records.notFlagged': 'These records are not flagged as duplicates of each other.',
  'duplicates.reason.required': 'Please say why these records are not duplicates.',
  'duplicates.reason.max': 'Must be 500 characters or fewer.',
  'duplicates.merge.mergedMin': 'Please choose at least one record to merge into the one that stays.',
  'duplicates.merge.distinct': 'The record that stays cannot also be merged, and each record is merged once.',
  'duplicates.merge.notInSet': 'These records are not all in the set of the record that stays.',
  'duplicates.merge.notFound': 'There is no such merge.',
  'duplicates.merge.tooOld': 'This merge can no longer be undone: a merge can be undone for 90 days.',
  'duplicates.merge.alreadyUndone': 'This merge was already undone.',
  'duplicates.mergedReadOnly':
    'This record was merged into another one and is kept as it was. Please open the record it was merged into.',
  'duplicates.conflict': 'This set was changed by someone else. Please reload it and try again.',
  'interest.conflict': 'This entry was changed by someone else. Please reload it and try again.',
  'interest.transition.invalid': 'This change is not possible for the entry in its current status.',
  'interest.email.notResendable':
    'The e-mail to the family was not held back or failed, so there is nothing to send again.',
  'interest.enrolledNoEdit': "Already enrollment done, you can't edit the interest forms",
  'staffList.search.max': 'Must be 50 characters or fewer.',
  'staffList.cursor.invalid': 'This page link is no longer valid. Please reload the list.',
  // ── Staff interest writes, notes and transfer (API write side) ──
  'interest.site.notCharter': 'This learning center does not belong to the chosen charter.',
  'interest.ifMatch.required':
    'This change needs the version of the entry you edited. Please reload it and try again.',
  // ── Exports (export pipeline) ──
  'export.empty': 'No data available for export.',
  'export.failed': 'Failed to export data. Please try again.',
  // ── Staff registrations ──
  'registration.learningCenter.required': 'Please select a learning center.',
  'registration.enrollmentType.invalid': 'Please choose Regular or Intersession.',
  'registration.conflict': 'This registration was changed by someone else. Please reload it and try again.',
  'registration.ifMatch.required':
    'This change needs the version of the registration you edited. Please reload it and try again.',
  'registration.notEditable': 'A completed or terminated registration can no longer be edited.',
  'registration.transfer.invalid':
    'This transfer is no longer available. Please transfer the interest again.',
  'registration.notes.max': 'Must be 1000 characters or fewer.',
  // ── Registration processing ──
  'registration.transition.illegal':
    'This step is not available for the registration in its current status. Please reload it to see where it stands.',
  'registration.match.invalid': 'Please select a student from the match results.',
  'registration.match.action.required': 'Please select an action for the chosen student.',
  'registration.orientation.link.invalid': 'Please provide a valid orientation link starting with https://',
  'registration.orientation.date.required': 'Please select an orientation date.',
  'registration.orientation.time.invalid': 'Please select a time from the list.',
  'registration.orientation.time.order': 'The end time must be after the start time.',
  'siteSettings.email.invalid': 'Please provide a valid email address.',
  'siteSettings.ifMatch.required':
    'This change needs the version of the settings you edited. Please reload them and try again.',
  'siteSettings.conflict':
    "This learning center's settings were changed by someone else. Please reload them and try again.",
  'siteSettings.emails.tooMany': 'List at most 20 addresses.',
  'siteSettings.dates.tooMany': 'List at most 200 orientation dates.',
  'siteSettings.date.duplicate': 'This date is listed already.',
  'registration.orientation.unavailable':
    "This date and time are not among the learning center's orientation times.",
  'registration.programs.invalid': 'Please choose programs from the list.',
  'registration.termination.required': 'Please enter the termination notes.',
  'registration.batch.empty': 'Please select at least one orientation.',
  'registration.batch.max': 'Please select 100 orientations or fewer.',
  'registration.batch.duplicate': 'Each orientation can be selected once.',
  'registration.sis.unavailable':
    'The student information system could not be reached. Please try again in a moment.',
  // ── Staff secondary enrollments ──
  'leloList.dates.both': 'Please select both start and end dates or leave both empty.',
  'leloList.dates.order': 'Start Date must be earlier than End Date.',
  'leloList.date.invalid': 'Please enter a valid date (YYYY-MM-DD).',
  'leloEdit.email.invalid': 'Please provide a valid email address.',
  'leloEdit.phone.invalid': 'Please provide a valid phone number in the format XXX-XXX-XXXX.',
  'leloEdit.parentEmail.invalid': 'Please provide a valid parent/guardian email address.',
  'leloEdit.zip.invalid': 'ZIP code must be 5 digits.',
  'leloEdit.conflict':
    'This secondary enrollment was changed by someone else. Please reload it and try again.',
  'leloEdit.ifMatch.required':
    'This change needs the version of the secondary enrollment you edited. Please reload it and try again.',
  'leloEdit.inactive.invalid': 'Only an Active or Signed entry can be marked as Inactive.',
  'leloEdit.inactiveUndo.invalid': 'Only an Inactive entry can be made active again.',
  'preRegistration.fields.required': 'Please fill out the required fields',
  'preRegistration.email.invalid': 'Please provide a valid email address.',
  'preRegistration.phone.invalid': 'Please provide a valid phone number in the format XXX-XXX-XXXX.',
  'preRegistration.session.invalid': 'This session does not exist.',
  'preRegistration.site.invalid': 'This learning center does not offer courses in this session.',
  'leloExport.zipFailed': 'An error occurred while exporting the data.',
  'leloExport.agreementMissing': 'No signed agreement is stored for this entry yet.',
  'leloExport.notSigned': 'This entry has not been signed, so it has no agreement to regenerate.',
  // ── Reference data (the import tool and the seed) ──
  'reference.key.invalid':
    'Use lower-case letters, digits and hyphens (at most 60), starting with a letter or digit.',
  'reference.text.max100': 'Must be 100 characters or fewer.',
  'reference.text.max200': 'Must be 200 characters or fewer.',
  'reference.text.max5000': 'Must be 5000 characters or fewer.',
  'reference.url.invalid': 'Please provide a full address starting with https://.',
  'reference.path.invalid': 'Please provide a path of the app starting with /.',
  'reference.agreement.max': 'The master agreement can be at most 50,000 characters.',
  'reference.boolean.invalid': 'Use true or false.',
  'reference.color.invalid': 'Use a colour written like #0b5cab.',
  'reference.domain.invalid': 'Please provide a domain name like learn4life.org.',
  'reference.variant.invalid': "Please choose 'short' (11 steps) or 'long' (15 steps).",
  'reference.program.invalid': 'Please choose CTE, CLMI, WIOA or HOPE.',
  'reference.yesNo.invalid': 'Please choose Yes or No.',
  'reference.siteId.invalid': 'A learning center id is 24 lower-case hexadecimal characters.',
  'reference.state.invalid': 'Please use a two-letter US state code.',
  'reference.schoolLevel.invalid': 'Please choose High School, Middle School or Elementary School.',
  'import.brand.unknown': 'No brand has this key or name, in the files or stored.',
  'import.charter.unknown': 'No charter has this key, in the files or stored.',
  'import.programType.unknown': 'No program type has this name, in the files or stored.',
  'import.site.unknown': 'No learning center has this slug or id, in the files or stored.',
  'import.session.unknown': 'No session has this id or permalink, in the files or stored.',
  'import.course.unknown':
    "The catalog has no course of this name for the learning center's charter, school level, year and term.",
  'import.zip.unknown': 'This ZIP code is not a known US ZIP code.',
  'import.duplicate': 'Another row of the import has the same key.',
  'import.json.invalid':
    'This cell must hold JSON, like [{"date":"2027-01-06","start_time":"10:00AM","end_time":"11:30AM"}].',
  'import.session.taken': 'Another stored session already has this name or permalink.',
} as const;
