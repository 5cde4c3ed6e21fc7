import type { SiteConfig } from './site-config.ts';
import {
  callBackWithin,
  onSiteWithin,
  surgeCallBackWithin,
  surgeOnSiteWithin,
} from './response-times.ts';
import { spanOf, type OfficeSurge, type PagePromises } from './surge.ts';

type Config = Pick<SiteConfig, 'response' | 'offices'>;

/** The surges that hold a page: its office's, or on a page of every office, all when all are held. */
export function surgesOf(config: Config, officeId?: string | null): OfficeSurge[] {
  if (officeId) {
    const surge = config.offices.find((office) => office.id === officeId)?.surge;
    return surge ? [surge] : [];
  }
  const surges = config.offices.flatMap((office) => (office.surge ? [office.surge] : []));
  return surges.length === config.offices.length ? surges : [];
}

/** What a page says for the promises a surge suspends: the usual words, and the surge's if one holds it. */
export function pagePromises(config: Config, officeId?: string | null): PagePromises {
  const usual = {
    onSite: onSiteWithin(config.response),
    callBack: callBackWithin(config.response),
  };
  const surge = spanOf(surgesOf(config, officeId));
  if (!surge) return { usual };
  return {
    usual,
    surge: {
      words: {
        onSite: surgeOnSiteWithin(surge.onSiteHours),
        callBack: surgeCallBackWithin(surge.callBackHours, config.response),
      },
      startsAt: surge.startsAt,
      endsAt: surge.endsAt,
    },
  };
}
