import { PrimaryLanguageSection } from '../../../components/registration-sections/language-sections.tsx';
import { sectionStep } from './section-step.tsx';

/** Primary Language (required); English fills the four home-language answers. */
const PrimaryLanguageStep = sectionStep('primaryLanguage', PrimaryLanguageSection, 'stack');

export default PrimaryLanguageStep;
