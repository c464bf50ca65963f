import { ConfirmationTemplateEditor } from './confirmation-template-form.tsx';
import { TemplateScreen } from './template-screen.tsx';

/**
 * /edit-confirmation/{charterId}/{name}/{courseId}/{permalink}/{id} (Contributor and up): the
 * confirmation message of a learning center (courseId, the site id) in a session (id). The Learning
 * Center Options screen shows the same form in a dialog.
 */
export function ConfirmationTemplatePage() {
  return <TemplateScreen section="confirmation" Editor={ConfirmationTemplateEditor} />;
}
