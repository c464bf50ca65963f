/**
 * The confirmation page message and the notification e-mail settings of one learning center in one
 * session, as the staff setup screens read and write them (issue 14; spec sections 3 "Confirmation
 * template and email template", 4, 7, 8). Owned by the templates work: the schemas land here.
 */

/** GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the stored message ('' when none); ETag when stored. */
export interface StaffConfirmationTemplate {
  templateMessage: string;
  /** False before the first save: the screen then creates (POST) instead of updating (PUT). */
  exists: boolean;
}

/** GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: the settings; ETag when stored. */
export interface StaffEmailTemplate {
  email: string[];
  pgPrimaryEmail: boolean;
  studentEmail: boolean;
  exists: boolean;
}
