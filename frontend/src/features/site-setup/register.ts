import { registerMessages } from '../../i18n/i18n.ts';
import { enSiteSetup } from './i18n/en.ts';

// The setup screens' texts, registered when any of them loads.
registerMessages('siteSetup', enSiteSetup);
