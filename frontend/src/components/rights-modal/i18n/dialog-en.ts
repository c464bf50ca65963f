/**
 * English texts of the 'Charter School Enrollment Rights' dialog (namespace `rightsDialog`): loaded
 * with the dialog on first use, not with the page that shows its link.
 */
export const rightsDialogEn = {
  title: 'Charter School Enrollment Rights',
  intro:
    'California law (Education Code section 47605(e)(4)) protects students and families who want to enroll in, or stay at, a charter school. Under this law:',
  noDiscouraging:
    'A charter school may not discourage a student from enrolling, or from trying to enroll, for any reason. This includes the student’s academic performance, and being a student with a disability, an English learner, academically low-achieving, neglected or delinquent, homeless, economically disadvantaged or in foster care, or the student’s nationality, race, ethnicity or sexual orientation.',
  noRecords:
    'A charter school may not ask for a student’s records, or require a parent, guardian or student to hand them in, before the student is enrolled.',
  noDisenrolling:
    'A charter school may not encourage a current student to leave the school or transfer to another school for any reason, including the reasons above. This does not cover suspension or expulsion for disciplinary reasons under the school’s own procedures.',
  noticeHeading: 'When you receive this notice',
  notice:
    'Every charter school must post this notice on its website and give it to a parent or guardian, or to a student who is 18 or older:',
  noticeOnInquiry: 'when they ask about enrollment;',
  noticeBeforeLottery: 'before an enrollment lottery is held;',
  noticeBeforeDisenrollment: 'before a student is disenrolled.',
  complaint:
    'If you believe a charter school has broken these rules, you can file a complaint with the school’s chartering authority.',
  close: 'Close',
} as const;
