import { EmailTemplateEditor } from './email-template-form.tsx';
import { TemplateScreen } from './template-screen.tsx';

/**
 * /edit-email-confirmation/{charterId}/{name}/{courseId}/{permalink}/{id} (Contributor and up): the
 * notification e-mail settings of a learning center in a session. The Learning Center Options screen
 * shows the same form in a dialog.
 */
export function EmailTemplatePage() {
  return <TemplateScreen section="email" Editor={EmailTemplateEditor} />;
}
