import { Info, TriangleAlert } from 'lucide-react';
import type { NoticeLevel } from '../content/types';
import { localIsoDay } from '../lib/dates';
import noticeScript from '../browser/notice-script.js?raw';
import { siteConfig } from 'virtual:site-content';

const tone: Record<NoticeLevel, string> = {
  info: 'bg-sky-100 text-sky-950',
  warning: 'bg-amber-100 text-amber-950',
  urgent: 'bg-red-800 text-white',
};

/**
 * The settings' notice, above the header of every page while it is in force. The build leaves out
 * one that has ended; the inline script hides one the visitor sees before or after its dates. A
 * named section, so it is a landmark of its own (a screen reader's list of regions names it).
 */
export function SiteNotice() {
  const notice = siteConfig.notice;
  if (!notice) return null;
  const Icon = notice.level === 'info' ? Info : TriangleAlert;
  return (
    <>
      <section
        aria-label="Notice"
        data-notice={notice.level}
        data-start={notice.start}
        data-end={notice.end}
        hidden={notice.start > localIsoDay(new Date())}
        className={tone[notice.level]}
      >
        <p className="mx-auto flex max-w-6xl gap-2 px-4 py-2 text-sm font-semibold sm:text-base">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {notice.text}
        </p>
      </section>
      <script dangerouslySetInnerHTML={{ __html: noticeScript }} />
    </>
  );
}
