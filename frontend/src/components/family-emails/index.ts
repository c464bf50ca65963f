export { FamilyEmailsSection } from './family-emails-section.tsx';
