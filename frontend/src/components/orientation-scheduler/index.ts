/** The Orientation Scheduler: the form, its modal and the banner after a save. */
export type { OrientationSchedulerDialogProps } from './orientation-scheduler-dialog.tsx';
export { OrientationSchedulerDialog } from './orientation-scheduler-dialog.tsx';
export type { OrientationSchedulerFormProps } from './orientation-scheduler-form.tsx';
export { OrientationSchedulerForm } from './orientation-scheduler-form.tsx';
export { useOrientationEmailNotice } from './use-orientation-email-notice.ts';
