/** Texts of Registration for Classes (6/7) (namespace 'leloClasses'). */
export const leloClassesEn = {
  gradeLevel: 'Grade Level',
  notes: 'Notes',
  coursesHeading: 'Courses',
  course: 'Course {{number}}',
  courseOption: '{{name}} (Credits: {{credits}})',
  courseAgreement: 'Agreement: {{name}}',
  credits: 'Credits: {{credits}}',
  chooseGradeFirst: 'Choose a grade level to see its courses.',
  noCourses: 'No courses available for this grade level',
  loading: 'Loading...',
  loadFailed: 'We could not load the courses. Please try again.',
  notOffered:
    'This learning center has no classes in this session. Please go back to the first step and choose another learning center.',
  ncaa: {
    heading: 'NCAA Notice',
    notice:
      'You have selected a course that is approved by the NCAA (National Collegiate Athletic Association). If you plan to play sports at an NCAA college, the NCAA Eligibility Center reviews your high school courses and grades to decide whether you are eligible. Taking this course does not by itself make you eligible: the NCAA has its own rules about which courses count and how they are completed, and it alone makes the final decision. Please talk with your school counselor and check your record with the NCAA Eligibility Center before you count on this course for athletic eligibility.',
    understand: 'I Understand',
  },
};
