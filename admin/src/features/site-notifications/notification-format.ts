import type { NotificationPriority, NotificationType } from '@thriftz/client/generated/model';
import { choicesOf } from '../../ui/list-filters';

/** Dates as the back office shows them: en-IN, India time. */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export const formatWhen = (iso: string | null, open: string) => (iso ? dateTime.format(new Date(iso)) : open);

export const TYPE_CHOICES = choicesOf<NotificationType>({ info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' });

export const PRIORITY_CHOICES = choicesOf<NotificationPriority>({ high: 'High', medium: 'Medium', low: 'Low' });

export const labelOf = (choices: { id: string; name: string }[], id: string) => choices.find((c) => c.id === id)?.name ?? id;

/** The spec's defaults for a new notification (spec 3, section 3). */
export const NOTIFICATION_DEFAULTS = {
  title: '',
  message: '',
  type: 'info',
  priority: 'medium',
  isActive: true,
  isSticky: false,
  showOnHomePage: true,
  showOnAllPages: false,
  ctaText: '',
  ctaLink: '',
  imageUrl: '',
  backgroundColor: '#3B82F6',
  textColor: '#FFFFFF',
  startDate: null,
  endDate: null,
} as const;
