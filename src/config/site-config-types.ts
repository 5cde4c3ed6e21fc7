export interface Office {
  /** A short slug, unique among the offices: "calgary". It names the office in structured data. */
  id: string;
  /** The city named on the location card, the call buttons and every text that lists the cities. */
  city: string;
  /** Any common North American format; shown in local format and dialled as E.164. */
  phone: string;
  streetAddress: string;
  /** The municipality of the street address; may differ from `city` (a Toronto office in Mississauga). */
  locality: string;
  /** Two-letter province or territory code: AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK or YT. */
  region: string;
  postalCode: string;
  /** Cities and towns this office's crews serve; a request naming one is routed here. */
  areaServed: string[];
  /** A mobile number that takes text messages, for the form's hand-off when sending fails. */
  mobile?: string;
  /** This office's own inbox for call-back requests; without it they go to `email.inbox`. */
  inbox?: string;
  /**
   * This office's own page text, a paragraph per entry: its local conditions, history and crews.
   * Without it the office's page is built but kept out of search engines (noindex), since a page
   * that differs from another only by the city's name is a doorway page.
   */
  description?: string[];
  /** The slugs of the services this office provides (see src/content/services/); without it, all. */
  services?: string[];
}

/** What the company promises; every text that states a promise reads it from here. */
export interface ResponsePromises {
  /** A crew on site within this many minutes of a call, any hour: "under 60 minutes". */
  onSiteMinutes: number;
  /** A call-back request is answered within this many minutes… */
  callBackMinutes: number;
  /** …at these times, as the words after the minutes: "during business hours". */
  callBackWhen: string;
  /** An e-mail to the general address is answered within this many hours. */
  inquiryHours: number;
}

export interface SiteConfig {
  companyName: string;
  /** The name on a phone's home screen, 12 characters at most; without it, the name's first word. */
  shortName?: string;
  legalName: string;
  /** One sentence under the logo in the footer, in the web app manifest and on the share image. */
  tagline: string;
  /** The public address of the site, https, without a trailing slash. */
  siteUrl: string;
  /** The 24/7 line in the top bar. */
  emergencyPhone: string;
  email: {
    /** Shown in the top bar and the General Inquiries card. */
    general: string;
    /** Where call-back requests are sent. */
    inbox: string;
    /** The reply-to of a request whose visitor left no e-mail. */
    noReply: string;
    /** Named in the privacy policy. */
    privacy: string;
  };
  /** One or more offices, in the order the site lists them; the first is where the company began. */
  offices: [Office, ...Office[]];
  /** Response times the site promises. */
  response: ResponsePromises;
  /** The years of experience on the page are counted from it. */
  foundedYear: number;
  copyrightYear: number;
  /** When each legal document last changed, as YYYY-MM-DD. */
  legalUpdated: { privacy: string; terms: string };
}
