/**
 * English texts of the later registration steps, Ethnicity to Emergency Contacts (namespace
 * `registrationBackground`). The step titles are the wizard's (`registration` namespace); the DASS
 * questions are the domain's data (`DASS_QUESTIONS`), only their follow-up labels are here.
 */
export const registrationBackgroundEn = {
  optional: 'Optional',
  ethnicity: {
    isStudentHispanicOrLatino: 'Is the student Hispanic or Latino?',
    primaryRaceCategory: 'Primary race category',
  },
  previousSchool: {
    previousSchool: 'Previous school name',
    previousSchoolCity: 'Previous school city',
    previousSchoolState: 'Previous school state',
  },
  primaryLanguage: {
    primaryLanguage: "What is the student's primary language?",
    englishHint:
      'Choosing English also answers the Home Language Survey with English; you can change those answers on the next step.',
  },
  homeLanguageSurvey: {
    legend: 'Languages of the student and the home',
    setAllToEnglish: 'Set all to English',
    setAllToEnglishDone: 'All four answers are set to English.',
    firstLanguage: 'Which language did the student learn when they first began to talk?',
    homeLanguage: 'Which language does the student most frequently speak at home?',
    languageSpokenByParentsToStudent:
      'Which language do the parents or guardians most frequently use when speaking with the student?',
    languageSpokenByAdultsAtHome: 'Which language is most often spoken by the adults in the home?',
  },
  migrantEducation: {
    isPgEmployedInOneOrMoreAgriculturalOrFishingActivities:
      'Is the parent or guardian employed in one or more agricultural or fishing activities?',
  },
  releaseRequests: {
    legend: 'Please answer each release request.',
    releaseAudioAndVideo:
      'Do you give permission for the student to be photographed or recorded on audio or video for school purposes?',
    releasePermissionForSocialMedia:
      "Do you give permission for the student's photo, video or name to be shared on the school's social media?",
    releaseUseStudentWork: "Do you give permission for the school to display or publish the student's work?",
    releasePermissionToTextStudent: 'Do you give the school permission to send text messages to the student?',
    releasePermissionToTextPg:
      'Do you give the school permission to send text messages to the parent or guardian?',
    releaseAllowStudentAccessToGoogleAppsForEducation:
      'Do you allow the student to access Google Apps for Education (school e-mail, Docs and Classroom)?',
  },
  dassInformation: {
    legend: "Please answer every question about the student's school history.",
    // The domain's DASS_QUESTIONS texts, worded here so each language has its own.
    questions: {
      expelled: 'Has the student ever been expelled?',
      suspended: 'Has the student ever been suspended for more than 10 days?',
      probation: 'Is the student currently on probation?',
      parentOrExpecting: 'Is the student a parent or expecting a child?',
      unexcusedAbsences:
        'Has the student had more than 3 unexcused absences in the current or last school year?',
      late: 'Has the student been 30 minutes or more late to school 3 or more times?',
      orderedToAttend: 'Has the student been ordered by a court or an agency to attend school?',
      retained: 'Has the student been retained more than once in grades K-8?',
      droppedOut: 'Has the student ever dropped out of school?',
      behindInCredits: 'Is the student one semester or more behind in credits?',
      outOfSchool: 'Has the student been out of school for 45 days or more?',
      moreThanTwoSchools: 'Has the student attended more than 2 schools in the past year?',
      fosterCare: 'Is the student in foster care?',
      homelessness: 'Is the student a youth experiencing homelessness?',
    },
    followUps: {
      expelled: {
        school: 'Which school was the student expelled from?',
        year: 'What year was the student expelled?',
      },
      suspended: {
        school: 'Which school was the student suspended from?',
        year: 'What year was the student suspended?',
      },
      orderedToAttend: {
        school: 'Which school was the student ordered to attend?',
        year: 'What year was the student ordered to attend school?',
      },
      retained: {
        school: 'Which school retained the student?',
        year: 'What year was the student retained?',
      },
      droppedOut: {
        school: 'Which school did the student drop out of?',
        year: 'What year did the student drop out?',
      },
    },
  },
  homeSurvey: {
    legend: 'Technology at home',
    accessToComputerAtHome: 'Does the student have access to a computer at home?',
    accessToTheInternetAtHome: 'Does the student have access to the internet at home?',
  },
  healthConditions: {
    health: 'Health',
    knownHealthConditions: 'Does the student have any known health conditions?',
    conditionsLegend: 'Does the student have any of these conditions?',
    asthma: 'Asthma',
    beeStingAllergy: 'Bee sting allergy',
    diabetes: 'Diabetes',
    epilepsy: 'Epilepsy',
    heartCondition: 'Heart condition',
    seizures: 'Seizures',
    nutAllergy: 'Nut allergy',
    medications: 'Medications',
    otherHealthCondition: 'Other health conditions',
    medicalInstructions: 'Medical instructions',
    hearing: 'Hearing',
    knownHearingConditions: 'Does the student have any known hearing conditions?',
    wearsHearingAid: 'Does the student wear a hearing aid?',
    vision: 'Vision',
    knownEyeCondition: 'Does the student have any known eye conditions?',
    glassesToBeWornAtAllTimes: 'Are glasses to be worn at all times?',
    wearsContactLenses: 'Does the student wear contact lenses?',
    wearsGlasses: 'Does the student wear glasses?',
    insurance: 'Health insurance and hospital',
    heathInsuranceCarrier: 'Health insurance carrier',
    insuranceIdOrPolicyNumber: 'Insurance ID or policy number',
    hospitalPreference: 'Hospital preference',
  },
  parentCustody: {
    custodyIssueExists: 'Are there any custody issues concerning the student?',
    custodyIssueNotes: 'Custody issue notes',
    custodyIssueNotesHint: 'Please describe the custody issue.',
    legalRestrictionsForAnyParent: 'Are there legal restrictions for any parent or guardian?',
    legalRestrictionsNotes: 'Legal restriction notes',
    legalRestrictionsNotesHint: 'Please describe the legal restrictions.',
  },
  emergencyContacts: {
    intro: 'Please give two people we can contact in an emergency.',
    legend: 'Emergency Contact {{n}}',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    relationship: 'Relationship to Student',
    authorizedForPickup: 'Is this contact authorized to pick up the student?',
  },
} as const;
