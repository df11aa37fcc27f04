// The Settings form's words for the validator's refusals: one message per field, whichever rule is broken.
import type { FormMessages } from '../../http/error-handler.js';
import { settingsMessages } from './settings.service.js';

export const settingsFormMessages: FormMessages = { updateSettings: settingsMessages };
