import { registerMessages } from '../../../i18n/i18n.ts';
import { enOrientationScheduler } from './en.ts';

// Registered once by whichever part of the scheduler loads first.
registerMessages('orientationScheduler', enOrientationScheduler);
