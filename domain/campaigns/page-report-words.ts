import * as m from '../../paraglide/messages';
import type { Message } from '../shared/locales';
import type { PageReportReason } from './page-report-schemas';

const REASON_WORDS: Record<PageReportReason, Message<object>> = {
  duplicate: m.page_report_reason_duplicate,
  not_family: m.page_report_reason_not_family,
  misleading: m.page_report_reason_misleading,
  other: m.page_report_reason_other,
};

/**
 * A page report's reason as its reader reads it: the reporter's choice on the form, the admin's queue and the
 * organizer's e-mail use the same words. A stored reason no longer offered reads as "Something else".
 */
export function pageReportReasonWords(reason: string): Message<object> {
  return Object.hasOwn(REASON_WORDS, reason)
    ? REASON_WORDS[reason as PageReportReason]
    : m.page_report_reason_other;
}
